import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem as system } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Member } from '@/api/types';
import { MemberQrDialog } from './MemberQrDialog';

// The member's own page is answered when the test says so; the code's image is its text (what it holds).
const answers: Array<(member: Partial<Member>) => void> = [];
vi.mock('@/api/members', () => ({
  fetchMember: () => new Promise<Partial<Member>>((resolve) => answers.push(resolve)),
}));
vi.mock('qrcode', () => {
  const toDataURL = async (text: string) => `data:text/plain,${encodeURIComponent(text)}`;
  return { default: { toDataURL }, toDataURL };
});

const drawnCodes = () => screen.queryAllByTestId('member-qr').map((img) => decodeURIComponent(img.getAttribute('src')!.split(',')[1]));

describe('MemberQrDialog', () => {
  afterEach(cleanup);

  it('draws no code before the member’s own page has answered, then one code, with the share key', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <MemberQrDialog open onOpenChange={() => {}} memberId={42} name="Qr Testeur" />
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText('Création du QR code…')).toBeTruthy();
    // Time for the code's library to load and draw: nothing may be drawn without the key.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawnCodes()).toEqual([]);

    answers.forEach((answer) => answer({ id: 42, shareKey: 'cle-secrete' }));
    await screen.findByTestId('member-qr');
    expect(drawnCodes()).toEqual([`${window.location.origin}/members-detail/42?cle=cle-secrete`]);
  });
});
