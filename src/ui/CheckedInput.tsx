import type { ComponentProps, ReactNode } from 'react'
import { Field, Problem } from './Form'
import { TextInput } from './TextInput'

/**
 * A field's problem line (issue #40): announced politely, its line reserved even when empty; `id` doubles as its test
 * id, so a test reads the problem of one field.
 */
export function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Problem id={id} aria-live="polite" data-testid={id}>
      {children}
    </Problem>
  )
}

/**
 * A labelled text input checked as typed (issue #40): its hints (`children`) under it, then its problem line
 * `${id}-problem`, which describes the input and marks it invalid when not empty. Other props go to the input.
 */
export function CheckedInput({
  id,
  problem,
  children,
  ...input
}: ComponentProps<typeof TextInput> & { id: string; problem: string; children?: ReactNode }) {
  return (
    <Field $gap={1}>
      <TextInput
        id={id}
        autoComplete="off"
        aria-describedby={`${id}-problem`}
        aria-invalid={Boolean(problem)}
        {...input}
      />
      {children}
      <FieldProblem id={`${id}-problem`}>{problem}</FieldProblem>
    </Field>
  )
}
