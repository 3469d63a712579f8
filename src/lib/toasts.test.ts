import { beforeEach, describe, expect, it, vi } from 'vitest';

// What is on screen, as react-toastify would hold it: ids shown and not dismissed.
const onScreen = new Set<string>();
vi.mock('react-toastify/unstyled', () => {
  const show = (_message: string, options: { toastId: string }) => {
    onScreen.add(options.toastId);
    return options.toastId;
  };
  return {
    toast: Object.assign(vi.fn(show), {
      success: vi.fn(show),
      error: vi.fn(show),
      info: vi.fn(show),
      warning: vi.fn(show),
      isActive: (id: string) => onScreen.has(id),
      dismiss: vi.fn((id: string) => onScreen.delete(id)),
    }),
  };
});

const { toast } = await import('react-toastify/unstyled');
const { notify, loadToastify, setToastPlacement } = await import('./toasts');
await loadToastify();

describe('notify', () => {
  beforeEach(() => {
    onScreen.clear();
    vi.clearAllMocks();
  });

  it('a form’s new outcome is a new toast, and the one before leaves', () => {
    const first = notify.success('Tu es désinscrit de l’événement.', 'attendance:1');
    const second = notify.success("Inscrivez-vous à l'événement avec succès!", 'attendance:1');
    expect(second).not.toBe(first);
    expect([...onScreen]).toEqual([second]);
    const third = notify.error('Something went wrong!', 'attendance:1');
    expect([...onScreen]).toEqual([third]);
  });

  it('the same outcome already on screen is not shown twice', () => {
    const first = notify.error('Something went wrong!', 'login');
    expect(notify.error('Something went wrong!', 'login')).toBe(first);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('two forms keep their own toasts; clear takes a form’s off the screen', () => {
    notify.success('A', 'login');
    const other = notify.success('B', 'register');
    notify.clear('login');
    expect([...onScreen]).toEqual([other]);
  });

  it('without a form, one toast per text', () => {
    notify.info('Hors ligne');
    notify.info('Hors ligne');
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('the layout places each new toast before it shows, not one already on screen', () => {
    const order: string[] = [];
    setToastPlacement(() => order.push('placed'));
    vi.mocked(toast.error).mockImplementationOnce((_message, options) => {
      order.push('shown');
      onScreen.add(String(options?.toastId));
      return String(options?.toastId);
    });
    notify.error('Something went wrong!', 'login');
    notify.error('Something went wrong!', 'login');
    notify.info('Hors ligne');
    notify.info('Hors ligne');
    setToastPlacement(undefined);
    notify.success('Profil enregistré avec succès!');
    expect(order).toEqual(['placed', 'shown', 'placed']);
  });
});

describe('before react-toastify has arrived (it is not in the code a page starts with)', () => {
  it('a toast asked for at once is shown when the library is there, with the id it was given', async () => {
    onScreen.clear();
    vi.resetModules();
    const fresh = await import('./toasts');
    const id = fresh.notify.error('Hors ligne', 'login');
    expect(onScreen.size).toBe(0);
    await fresh.loadToastify();
    expect([...onScreen]).toEqual([id]);
  });
});
