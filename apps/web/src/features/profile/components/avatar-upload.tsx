import { AVATAR_LIMITS, type Profile } from '@kelas/contracts/profile';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';
import { syncSessionUser } from './sync-session-user';

/** The profile photo with 'Ganti Foto': JPEG, PNG or WebP up to 1 MB, uploaded as soon as it is chosen. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const { t } = useTranslation(['profile', 'profileText']);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > AVATAR_LIMITS.maxBytes) return setError(t('profileText:avatarSize'));
    if (file.type && !(AVATAR_LIMITS.types as readonly string[]).includes(file.type)) return setError(t('profileText:avatarType'));
    setError(null);
    try {
      const answer = await upload.mutateAsync(file);
      syncSessionUser(answer.data);
      notify(answer.message, 'success');
    } catch (err) {
      setError(err instanceof ApiError ? (err.field('avatar') ?? err.message) : t('profileText:avatarType'));
    }
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <Avatar path={profile.avatar} className="size-24 text-4xl ring-4 ring-brand-50" />
      <div className="text-center sm:text-left">
        <p className="font-semibold break-words text-slate-900">{profile.name}</p>
        <p className="text-sm break-all text-slate-500">{profile.email}</p>
        {/* 'Ganti Foto' is the control; the file input stays out of the tab order and the accessibility tree. */}
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={AVATAR_LIMITS.types.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <Button
          variant="garis"
          size="sm"
          className="mt-3"
          loading={upload.isPending}
          aria-describedby={error ? 'avatar-hint avatar-error' : 'avatar-hint'}
          onClick={() => input.current?.click()}
        >
          <Camera className="size-4" aria-hidden="true" />
          {t('profileText:avatarChange')}
        </Button>
        <p id="avatar-hint" className="mt-1.5 text-xs text-slate-500">
          {t('avatarHint')}
        </p>
        <FieldError id="avatar-error" message={error} />
      </div>
    </div>
  );
}
