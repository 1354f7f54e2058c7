import { observer } from 'mobx-react-lite';
import { useAuthStore } from '@realty/shared';
import styles from './Header.module.css';

/** The user's photo, or initials: first letter of name + first of last name; name only; 'NN' without data. */
export const Avatar = observer(function Avatar() {
  const auth = useAuthStore();
  const photo = auth.user?.photo;
  return photo ? (
    <img className={styles.avatar} src={photo} alt="" width={36} height={36} />
  ) : (
    <span className={styles.avatar} aria-hidden="true" data-testid="avatar-initials">
      {auth.initials}
    </span>
  );
});
