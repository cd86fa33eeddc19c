import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateYmd } from '@kelas/contracts/format';
import { normalizePhone } from '@kelas/contracts/payments';
import { PROFILE_TEXT, ProfileFormSchema, type Profile, type ProfileForm as ProfileFormValues } from '@kelas/contracts/profile';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { useMessage } from '@/lib/i18n/use-message';
import { syncSessionUser } from './sync-session-user';

const FIELDS = ['name', 'phone', 'gender', 'birth_date'] as const;

/** The date input gives 'YYYY-MM-DD'; anything else a browser may hand over is formatted to it (spec 5). */
export function toYmd(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : formatDateYmd(d);
}

/**
 * The profile tab (spec 2.25, 5): 'Nama Lengkap' (printed on certificates), 'Email' read-only,
 * 'Nomor Ponsel', 'Jenis Kelamin' (radix radio: 'Laki-laki' / 'Perempuan'), 'Tanggal Lahir'
 * (sent as YYYY-MM-DD), 'Simpan'. Server 422 messages land on the fields; other failures are
 * logged ('Gagal update profil') and toasted. A save updates the header's name.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const mutation = useUpdateProfile();
  const { t } = useTranslation('profileText');
  const message = useMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    // After the fixed +62: the number without its leading 0 or 62 (never '+62 0812…').
    defaultValues: { name: profile.name, phone: profile.phone ? normalizePhone(profile.phone) : '', gender: profile.gender ?? undefined, birth_date: profile.birth_date ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync({ ...values, email: profile.email, birth_date: toYmd(values.birth_date) });
      syncSessionUser(answer.data);
      notify(answer.message, 'success');
    } catch (err) {
      console.error(PROFILE_TEXT.updateFailedLog, err);
      if (err instanceof ApiError && err.status === 422 && err.errors) {
        FIELDS.forEach((f, i) => {
          const m = err.field(f);
          if (m) setError(f, { type: 'server', message: m }, { shouldFocus: i === 0 });
        });
        if (FIELDS.some((f) => err.field(f))) return;
      }
      notify(t('updateFailedLog'), 'error');
    }
  });

  const aria = (name: (typeof FIELDS)[number]) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `profile-${name}-error` : undefined,
  });
  const props = {
    name: { ...aria('name'), ...register('name') },
    phone: { ...aria('phone'), ...register('phone') },
    gender: aria('gender'),
    birth_date: { ...aria('birth_date'), ...register('birth_date') },
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <Label htmlFor="profile-name">{t('name')}</Label>
        <Input id="profile-name" autoComplete="name" {...props.name} />
        <p className="mt-1.5 text-xs text-slate-500">{t('nameNote')}</p>
        <FieldError id="profile-name-error" message={message(errors.name?.message)} />
      </div>
      <div>
        <Label htmlFor="profile-email">{t('email')}</Label>
        <Input id="profile-email" type="email" value={profile.email} readOnly aria-readonly="true" className="bg-slate-50 text-slate-600" />
        <p className="mt-1.5 text-xs text-slate-500">{t('emailNote')}</p>
      </div>
      <div>
        <Label htmlFor="profile-phone">{t('phone')}</Label>
        <div className="flex">
          <span className="inline-flex h-11 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600" aria-hidden="true">
            +62
          </span>
          <Input id="profile-phone" type="tel" inputMode="numeric" autoComplete="tel-national" className="rounded-l-none" {...props.phone} />
        </div>
        <FieldError id="profile-phone-error" message={message(errors.phone?.message)} />
      </div>
      <fieldset>
        <legend id="profile-gender-label" className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('gender')}
        </legend>
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <RadioGroup.Root
              ref={field.ref}
              value={field.value ?? ''}
              onValueChange={(v) => field.onChange(v)}
              aria-labelledby="profile-gender-label"
              {...props.gender}
              className="flex flex-wrap gap-3"
            >
              {(
                [
                  ['male', t('male')],
                  ['female', t('female')],
                ] as const
              ).map(([value, label]) => (
                <label
                  key={value}
                  htmlFor={`profile-gender-${value}`}
                  className="flex min-w-36 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 text-sm has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50 sm:flex-none"
                >
                  <RadioGroup.Item
                    id={`profile-gender-${value}`}
                    value={value}
                    className="flex size-5 items-center justify-center rounded-full border-2 border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600"
                  >
                    <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-600" />
                  </RadioGroup.Item>
                  {label}
                </label>
              ))}
            </RadioGroup.Root>
          )}
        />
        <FieldError id="profile-gender-error" message={message(errors.gender?.message)} />
      </fieldset>
      <div>
        <Label htmlFor="profile-birth_date">{t('birthDate')}</Label>
        <Input id="profile-birth_date" type="date" max={formatDateYmd(new Date())} min="1900-01-01" {...props.birth_date} />
        <FieldError id="profile-birth_date-error" message={message(errors.birth_date?.message)} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-40" loading={mutation.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
