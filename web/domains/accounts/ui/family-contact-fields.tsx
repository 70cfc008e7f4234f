// A family's name, phone and care city: the same fields, rules and phone formatting in the
// sign-up wizard's step 5 and on the family's /profile, so the two can never drift apart. Each
// caller passes its own form (react-hook-form), words and layout class.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { formatPhoneAsTyped } from './family-wizard/wizard-state.ts';

export type FamilyContactField = 'firstName' | 'lastName' | 'phoneNum' | 'address';

export type FamilyContactLabels = {
  firstName: string;
  lastName: string;
  phone: string;
  phoneHint: string;
  address: string;
  addressPlaceholder: string;
};

export function FamilyContactFields({ form, labels, errorOf, idPrefix, rowClassName }: {
  // Any form that has these four fields (the wizard's has more).
  // deno-lint-ignore no-explicit-any
  form: UseFormReturn<any, unknown, any>;
  labels: FamilyContactLabels;
  errorOf: (field: FamilyContactField) => string | undefined;
  idPrefix: string;
  rowClassName: string;
}) {
  return (
    <>
      <div className={rowClassName}>
        <TextField
          label={labels.firstName}
          autoComplete='given-name'
          maxLength={80}
          error={errorOf('firstName')}
          {...form.register('firstName')}
        />
        <TextField
          label={labels.lastName}
          autoComplete='family-name'
          maxLength={80}
          error={errorOf('lastName')}
          {...form.register('lastName')}
        />
      </div>
      <Controller
        control={form.control}
        name='phoneNum'
        render={({ field }) => (
          <TextField
            label={labels.phone}
            type='tel'
            inputMode='tel'
            autoComplete='tel'
            hint={labels.phoneHint}
            error={errorOf('phoneNum')}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(formatPhoneAsTyped(e.target.value))}
          />
        )}
      />
      <Controller
        control={form.control}
        name='address'
        render={({ field }) => (
          <AddressInput
            id={`${idPrefix}-address`}
            label={labels.address}
            placeholder={labels.addressPlaceholder}
            mode='city'
            value={field.value}
            onChange={field.onChange}
            error={errorOf('address')}
          />
        )}
      />
    </>
  );
}
