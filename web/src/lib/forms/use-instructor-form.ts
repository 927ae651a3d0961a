import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Schemas } from '@/lib/api/types';
import {
  instructorDefaults,
  instructorErrorsFromServer,
  instructorSchema,
  type InstructorInput,
} from './instructor-schema';
import { showServerFieldErrors } from './server-errors';

/**
 * The instructor form's state, whoever edits it: the fields start from `instructor`, and
 * `showRefusal` puts the server's refusals on their fields, or else says the save failed.
 */
export function useInstructorForm(instructor: Parameters<typeof instructorDefaults>[0]) {
  const [saveFailed, setSaveFailed] = useState(false);
  const form = useForm<InstructorInput, unknown, Schemas['InstructorRequest']>({
    resolver: zodResolver(instructorSchema),
    defaultValues: instructorDefaults(instructor),
  });
  const showRefusal = (error: Error) => {
    if (!showServerFieldErrors(form.setError, instructorErrorsFromServer(error))) {
      setSaveFailed(true);
    }
  };
  return { form, saveFailed, setSaveFailed, showRefusal };
}
