/** How a location's eight-digit Costa Rica numbers are shown and dialled. */
export const displayPhone = (digits: string): string =>
  `+506 ${digits.slice(0, 4)}-${digits.slice(4)}`;
export const telHref = (digits: string): string => `tel:+506${digits}`;
export const whatsappHref = (digits: string): string => `https://wa.me/506${digits}`;
