import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { SessionInstructor } from '../api/types';
import type { SessionEditInput, SessionEditValues } from '../schema';
import { InstructorChecklist } from './InstructorChecklist';
import { SessionTimeFields } from './SessionTimeFields';

interface SessionFieldsProps<Input extends SessionEditInput, Values extends FieldValues> {
  /** A session form: the new one has a course too, both have these fields. */
  form: UseFormReturn<Input, unknown, Values>;
  errorText: (key: string | undefined) => string | undefined;
  /** Earliest date offered (a new session cannot start before today). */
  minDate?: string;
  /** Lowest capacity offered (an existing session keeps the seats already taken). */
  minCapacity?: number;
  capacityHint?: string;
  /** The session's instructors (an edit): still listed when no longer instructors. */
  assigned?: readonly SessionInstructor[];
}

/** Date, times, location, capacity and instructors: what scheduling and editing a session share. */
export function SessionFields<Input extends SessionEditInput, Values extends FieldValues>({
  form,
  errorText,
  assigned,
  ...times
}: SessionFieldsProps<Input, Values>) {
  // Only the fields both forms have are read here.
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<SessionEditInput, unknown, SessionEditValues>;
  return (
    <>
      <SessionTimeFields register={register} errors={errors} errorText={errorText} {...times} />
      <Controller
        control={control}
        name="instructorIds"
        render={({ field }) => (
          <InstructorChecklist
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errorText(errors.instructorIds?.message)}
            assigned={assigned}
          />
        )}
      />
    </>
  );
}
