import { UserPlus } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '@/components/forms/RemoveRowButton';
import { Button } from '@/components/ui/Button';
import { useFocusAfterRemove } from '@/lib/hooks/use-focus-after-remove';
import type { TeamBookingFormInput, TeamBookingFormValues } from '../team-booking-schema';
import { ColleagueFields } from './ColleagueFields';

const emptyPerson = { firstName: '', lastName: '', email: '' };

interface PeopleFieldsProps {
  control: Control<TeamBookingFormInput, unknown, TeamBookingFormValues>;
  register: UseFormRegister<TeamBookingFormInput>;
  errors: FieldErrors<TeamBookingFormInput>;
}

/**
 * The attendees typed in, one group of fields each (names, optional email): the booking adds them
 * to the employees. A new row takes the focus; a removed row gives it to "Add a person".
 */
export function PeopleFields({ control, register, errors }: PeopleFieldsProps) {
  const { t } = useTranslation('companies');
  const people = useFieldArray({ control, name: 'attendees.people' });
  const { addButton, removing } = useFocusAfterRemove(people.fields.length);

  const rowErrors = errors.attendees?.people;

  return (
    <div className="space-y-3">
      <h4 className="text-sm font-semibold text-slate-900">{t('teamForm.people')}</h4>
      {people.fields.length > 0 && (
        <ol className="space-y-3">
          {people.fields.map((field, index) => (
            <li key={field.id} data-testid="person-row">
              <fieldset className="min-w-0 rounded-xl border border-surface-strong p-3 sm:p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {t('teamForm.person', { number: index + 1 })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]">
                  <ColleagueFields
                    section="teamForm"
                    register={(name) => register(`attendees.people.${index}.${name}`)}
                    errors={rowErrors?.[index]}
                    emailClassName="sm:col-span-2 lg:col-span-1"
                  />
                  <div>
                    <RemoveRowButton
                      label={t('teamForm.remove')}
                      name={t('teamForm.removePerson', { number: index + 1 })}
                      className="-ml-3 lg:mt-[1.625rem] lg:ml-0 lg:min-h-11"
                      onRemove={() => {
                        removing();
                        people.remove(index);
                      }}
                    />
                  </div>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <Button
        ref={addButton}
        variant="secondary"
        size="sm"
        onClick={() => people.append(emptyPerson)}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        {t('teamForm.addPerson')}
      </Button>
    </div>
  );
}
