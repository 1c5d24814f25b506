import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast.ts';
import { submitOnce } from './use-form-submit.ts';

vi.mock('./toast.ts', () => ({ toast: vi.fn() }));

type Callbacks = { onSuccess: (answer: string) => Promise<void>; onError: (error: Error) => void };

/** A mutation that records each call and lets the test answer it. */
function fakeMutation() {
  const calls: Array<{ body: string; callbacks: Callbacks }> = [];
  return {
    calls,
    isPending: false,
    mutate: vi.fn((body: string, callbacks: unknown) => {
      calls.push({ body, callbacks: callbacks as Callbacks });
    }),
  };
}

beforeEach(() => vi.mocked(toast).mockClear());

describe('submitOnce', () => {
  it('sends a second submit only once the first has been answered', async () => {
    const mutation = fakeMutation();
    const submit = submitOnce(mutation, { current: false }, { failure: { title: 'Login failed' } }, vi.fn());
    submit('first');
    submit('double click');
    expect(mutation.calls.map((c) => c.body)).toEqual(['first']);

    await mutation.calls[0]?.callbacks.onSuccess('ok');
    submit('again');
    expect(mutation.calls.map((c) => c.body)).toEqual(['first', 'again']);
  });

  it('toasts, runs the side effects, then navigates on success', async () => {
    const mutation = fakeMutation();
    const steps: string[] = [];
    vi.mocked(toast).mockImplementation(() => {
      steps.push('toast');
      return { id: 1, update: vi.fn(), dismiss: vi.fn() };
    });
    const submit = submitOnce(
      mutation,
      { current: false },
      {
        success: { title: 'Welcome back!' },
        onSuccess: async (answer: string) => {
          steps.push(`store ${answer}`);
        },
        navigateTo: '/',
        failure: { title: 'Login failed' },
      },
      (path) => steps.push(`go ${path}`),
    );
    submit('body');
    await mutation.calls[0]?.callbacks.onSuccess('user');
    expect(steps).toEqual(['toast', 'store user', 'go /']);
    expect(toast).toHaveBeenCalledWith({ title: 'Welcome back!' });
  });

  it("says the server's own message on failure, else the fallback, and allows a retry", () => {
    const mutation = fakeMutation();
    const navigate = vi.fn();
    const options = { failure: { title: 'Login failed', fallback: 'Login failed' } };
    const submit = submitOnce(mutation, { current: false }, options, navigate);

    submit('wrong password');
    mutation.calls[0]?.callbacks.onError(new Error('401: {"message":"Invalid email or password"}'));
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Login failed',
      description: 'Invalid email or password',
      variant: 'destructive',
    });

    submit('server down');
    mutation.calls[1]?.callbacks.onError(new Error('502: <html>Bad gateway</html>'));
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Login failed',
      description: 'Login failed',
      variant: 'destructive',
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
