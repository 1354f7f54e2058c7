import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, getApiClient, primitives } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { Status } from './Status';
import { useAction } from './useAction';
import styles from './Corporate.module.css';
import { type CorporateReply, type TeamMember, inviteAgent, removeMember, setMemberPost, withdrawInvitation } from '@realty/shared/contracts/agencies';

type Data = CorporateReply['data'];

function PostEditor({ member, onSaved }: { member: TeamMember; onSaved(reply: CorporateReply): void }) {
  const { t } = useTranslation('profile');
  const [post, setPost] = useState(member.post ?? '');
  const { state, run } = useAction(t('corporate.failed'));
  return (
    <form
      className={styles.inline}
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => setMemberPost(getApiClient(), member.user_id, post), onSaved);
      }}
    >
      <Field label={t('corporate.postOf', { name: member.name })} hideLabel value={post} onChange={(e) => setPost(e.target.value)} />
      <Button type="submit" variant="secondary" size="small" busy={state.busy}>
        {t('corporate.save')}
      </Button>
      <Status state={state} />
    </form>
  );
}

/** The team: agents with their post and listings; the owner invites by e-mail, sets posts and removes agents. */
export function TeamView({ data, onChange }: { data: Data; onChange(reply: CorporateReply): void }) {
  const { t } = useTranslation('profile');
  const owner = data.role === 'owner';
  const invite = useAction(t('corporate.failed'));
  const remove = useAction(t('corporate.failed'));
  const [email, setEmail] = useState('');
  const [post, setPost] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void invite.run(
      () => inviteAgent(getApiClient(), email, post),
      (reply) => {
        setEmail('');
        setPost('');
        onChange(reply);
      },
    );
  };
  return (
    <section className={`${primitives.panel} ${styles.panel}`} aria-labelledby="agency-team">
      <h2 id="agency-team">{t('corporate.team')}</h2>
      <p className={primitives.note}>{owner ? t('corporate.teamOwnerHint') : t('corporate.teamAgentHint')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="team">
          <thead>
            <tr>
              <th scope="col">{t('corporate.member')}</th>
              <th scope="col">{t('corporate.post')}</th>
              <th scope="col">{t('corporate.listings')}</th>
              {owner ? <th scope="col">{t('corporate.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.team.map((member) => (
              <tr key={member.user_id}>
                <td>
                  <Link to={member.url}>{member.name}</Link>
                  {member.email ? <div className={primitives.note}>{member.email}</div> : null}
                  {member.is_owner ? <div className={primitives.note}>{t('corporate.owner')}</div> : null}
                </td>
                <td data-label={t('corporate.post')}>{owner ? <PostEditor member={member} onSaved={onChange} /> : (member.post ?? '—')}</td>
                <td data-label={t('corporate.listings')}>{member.listings}</td>
                {owner ? (
                  <td data-label={member.is_owner ? undefined : t('corporate.actions')}>
                    {member.is_owner ? null : (
                      <Button variant="secondary" size="small" onClick={() => void remove.run(() => removeMember(getApiClient(), member.user_id), onChange)}>
                        {t('corporate.remove', { name: member.name })}
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Status state={remove.state} />
      {owner ? (
        <>
          <form className={styles.inline} onSubmit={submit} noValidate data-testid="invite-form">
            <Field label={t('corporate.inviteEmail')} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={invite.first('email')} />
            <Field label={t('corporate.post')} value={post} onChange={(e) => setPost(e.target.value)} error={invite.first('post')} />
            <Button type="submit" busy={invite.state.busy}>
              {t('corporate.invite')}
            </Button>
          </form>
          <Status state={invite.state} />
          {data.invitations.length ? (
            <>
              <h3>{t('corporate.pending')}</h3>
              <ul>
                {data.invitations.map((inv) => (
                  <li key={inv.id} className={styles.inline}>
                    <span>
                      {inv.email}
                      {inv.post ? ` — ${inv.post}` : ''}
                    </span>
                    <Button variant="link" size="small" onClick={() => void remove.run(() => withdrawInvitation(getApiClient(), inv.id), onChange)}>
                      {t('corporate.withdraw')}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
