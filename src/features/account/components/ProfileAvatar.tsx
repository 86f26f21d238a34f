import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useState } from 'react';

/**
 * The buyer's avatar: the picture when there is one (and it loads), else the first character of their
 * name on a tint; a spinner over it while a new one is being saved.
 */
export function ProfileAvatar({ url, name, busy = false }: { url?: string | undefined; name: string; busy?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = url !== undefined && failed !== url;
  return (
    <span className="profile-avatar">
      {showPicture ? (
        <img className="profile-avatar__image" src={url} alt="" width={56} height={56} onError={() => setFailed(url)} />
      ) : (
        <span className="profile-avatar__initial" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      {busy && (
        <span className="profile-avatar__busy">
          <DotLoading color="white" />
        </span>
      )}
    </span>
  );
}
