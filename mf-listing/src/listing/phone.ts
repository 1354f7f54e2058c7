/** '+905321112233' -> '+90 532 111 22 33' (Turkish numbers); other numbers stay as they are. */
export function displayPhone(phone: string): string {
  const tr = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return tr ? `+90 ${tr[1]} ${tr[2]} ${tr[3]} ${tr[4]}` : phone;
}

/** A wa.me link for an E.164 number. */
export const whatsappLink = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;
