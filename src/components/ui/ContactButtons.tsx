import { Button } from '@/components/design';

interface ContactButtonsProps {
  phone: string;
  email: string;
  callLabel: string;
  emailLabel: string;
  /** The call button stands out (member pages) or matches the others (company pages). */
  emphasizeCall?: boolean;
}

/** 'Appeler' (tel:) and 'Email' (mailto:), each only when the value exists (and the viewer may see it). */
export function ContactButtons({ phone, email, callLabel, emailLabel, emphasizeCall = false }: ContactButtonsProps) {
  return (
    <>
      {phone && (
        <Button
          asChild
          variant={emphasizeCall ? 'solid' : 'outline'}
          colorPalette={emphasizeCall ? 'red' : 'gray'}
          bg={emphasizeCall ? 'brand.accent' : undefined}
        >
          <a href={`tel:${phone.replace(/\s/g, '')}`}>{callLabel}</a>
        </Button>
      )}
      {email && (
        <Button asChild variant="outline" colorPalette="gray">
          <a href={`mailto:${email}`}>{emailLabel}</a>
        </Button>
      )}
    </>
  );
}
