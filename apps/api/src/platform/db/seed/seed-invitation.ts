import { roles } from '@paydesk/contracts';
import { hashToken, randomToken } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import type { DemoEmployee } from './demo-companies';
import type { SeedContext } from './seed-context';
import { insertUser, linkUser } from './seed-users';

/**
 * Gives the self-onboarding demo employee a sign-in without a usable password, and the
 * invitation mail in the development outbox that lets them choose one (valid 7 days).
 */
export async function inviteDemoEmployee(
  ctx: SeedContext,
  passwordHash: string,
  invitee: { employeeId: string; companyId: string; companyName: string; person: DemoEmployee },
): Promise<void> {
  const { person } = invitee;
  const email = `${person.firstName}.${person.lastName}@example.com`.toLowerCase();
  const userId = await insertUser(
    { ...ctx, passwordHash },
    email,
    person.firstName,
    person.lastName,
    [roles.employee],
  );
  await linkUser(ctx, userId, invitee.employeeId, invitee.companyId);
  await ctx.db
    .updateTable('employees')
    .set({ user_id: userId })
    .where('id', '=', invitee.employeeId)
    .execute();
  const token = randomToken();
  const expires = new Date(Date.parse(ctx.now) + 7 * 24 * 60 * 60_000).toISOString();
  await ctx.db
    .insertInto('employee_invitations')
    .values({
      id: newId(),
      employee_id: invitee.employeeId,
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: expires,
      used_at: null,
      created_at: ctx.now,
    })
    .execute();
  const link = `${ctx.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
  await ctx.db
    .insertInto('mail_outbox')
    .values({
      id: newId(),
      recipient: email,
      subject: `${invitee.companyName} invites you to Paydesk`,
      body_text: `Hello ${person.firstName},\n\n${invitee.companyName} runs its payroll with Paydesk. Choose your password within 7 days with this link, then complete your details so you can be paid:\n${link}`,
      created_at: ctx.now,
    })
    .execute();
}
