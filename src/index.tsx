import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { startApp } from './app/startup'
import { makeStore } from './app/store'

const { store, persistor } = makeStore({ persist: true })
const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')
createRoot(container).render(<App store={store} persistor={persistor} />)
void startApp(store, persistor)
