import { configure } from '@testing-library/react'

// Lazy pages and chunks resolve on a busy CI machine in more than testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 })
