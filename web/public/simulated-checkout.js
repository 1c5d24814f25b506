// Basera's simulated payment gateway: the browser half of Razorpay Checkout's API
// (`new Razorpay(options)`, `.open()`, `.close()`, `.on('payment.failed', cb)`) for development,
// tests and demos. No money moves: Pay asks the server (POST /api/payment/simulated/pay) to sign
// the order exactly as Razorpay would, and the app verifies that answer as it verifies Razorpay's.
(() => {
  const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

  function isDark() {
    const root = document.documentElement;
    if (root.classList.contains('dark')) return true;
    // The app sets color-scheme itself; elsewhere follow the system.
    if (root.style.colorScheme) return false;
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
  }

  function palette(color) {
    return isDark()
      ? { page: '#141c19', text: '#edf3ef', muted: '#a9b7b0', line: '#2b3833', soft: '#1c2622', brand: color }
      : {
          page: '#ffffff',
          text: '#111827',
          muted: '#4b5563',
          line: '#e2e6e4',
          soft: '#f3f5f4',
          brand: color,
        };
  }

  // As the app writes money: "₹9,232" for whole rupees, "₹856.50" only when there are paise.
  function rupees(paise, currency) {
    const digits = paise % 100 === 0 ? 0 : 2;
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: currency || 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(paise / 100);
  }

  function element(tag, style, text) {
    const node = document.createElement(tag);
    node.style.cssText = style;
    if (text) node.textContent = text;
    return node;
  }

  function button(label, style) {
    const node = element(
      'button',
      `min-height:44px;padding:0 12px;border-radius:8px;white-space:nowrap;font:600 15px ${FONT};cursor:pointer;${style}`,
      label,
    );
    node.type = 'button';
    return node;
  }

  let counter = 0;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options?.order_id) throw new Error('Razorpay: order_id is required');
    this.options = options;
    this.listeners = { 'payment.failed': [] };
    this.overlay = null;
  }

  Razorpay.prototype.on = function on(event, listener) {
    if (!this.listeners[event]) this.listeners[event] = [];
    this.listeners[event].push(listener);
  };

  Razorpay.prototype.close = function close() {
    if (!this.overlay) return;
    document.removeEventListener('keydown', this.onKeydown, true);
    document.removeEventListener('focusin', this.onFocusin, true);
    this.overlay.remove();
    this.overlay = null;
    document.body.style.overflow = this.bodyOverflow;
    if (this.returnFocus?.isConnected) this.returnFocus.focus();
  };

  Razorpay.prototype.dismiss = function dismiss() {
    this.close();
    this.options.modal?.ondismiss?.();
  };

  Razorpay.prototype.open = function open() {
    if (this.overlay) return;
    const self = this;
    const o = this.options;
    const c = palette(o.theme?.color || '#14532d');
    const id = `basera-checkout-${++counter}`;
    const amount = rupees(o.amount, o.currency);
    const prefill = o.prefill || {};

    const overlay = element(
      'div',
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
        'padding:16px;background:rgba(0,0,0,.6);pointer-events:auto;font-family:' +
        FONT,
    );
    const dialog = element(
      'div',
      'width:100%;max-width:420px;max-height:calc(100dvh - 32px);overflow-y:auto;border-radius:16px;' +
        'background:' +
        c.page +
        ';color:' +
        c.text +
        ';border:1px solid ' +
        c.line +
        ';box-shadow:0 24px 48px rgba(0,0,0,.35);text-align:left;line-height:1.45',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    dialog.setAttribute('aria-describedby', `${id}-notice`);

    const header = element(
      'div',
      `padding:18px 20px;background:${c.brand};color:#fff;border-radius:15px 15px 0 0`,
    );
    const title = element('h2', `margin:0;font:700 18px ${FONT}`, 'Basera test checkout');
    title.id = `${id}-title`;
    header.append(
      title,
      element(
        'p',
        'margin:4px 0 0;font-size:14px;opacity:.9',
        [o.name, o.description].filter(Boolean).join(' · '),
      ),
    );

    const body = element('div', 'padding:20px');
    const notice = element(
      'p',
      `margin:0 0 16px;padding:10px 12px;border-radius:8px;font-size:14px;background:${c.soft};color:${c.text}`,
      'Simulated payment: no money moves. This test gateway stands in for Razorpay.',
    );
    notice.id = `${id}-notice`;
    const amountLine = element('p', `margin:0;font-size:14px;color:${c.muted}`, 'Amount to pay');
    const amountValue = element('p', `margin:2px 0 12px;font:700 28px ${FONT};color:${c.text}`, amount);
    const payer = element(
      'p',
      `margin:0 0 16px;font-size:14px;color:${c.muted};overflow-wrap:anywhere`,
      [prefill.name, prefill.email].filter(Boolean).join(' · ') || 'Guest',
    );
    const error = element(
      'p',
      'display:none;margin:0 0 16px;padding:10px 12px;border-radius:8px;font-size:14px;border:1px solid #dc2626;color:' +
        (isDark() ? '#fca5a5' : '#b91c1c'),
    );
    error.setAttribute('role', 'alert');

    const pay = button(`Pay ${amount}`, `width:100%;border:0;background:${c.brand};color:#fff`);
    const fail = button(
      'Simulate failure',
      `flex:1 1 auto;background:transparent;color:${c.text};border:1px solid ${c.line}`,
    );
    const cancel = button(
      'Cancel',
      `flex:1 1 auto;background:transparent;color:${c.text};border:1px solid ${c.line}`,
    );
    const row = element('div', 'display:flex;gap:8px;margin-top:8px;flex-wrap:wrap');
    row.append(fail, cancel);
    body.append(notice, amountLine, amountValue, payer, error, pay, row);
    dialog.append(header, body);
    overlay.append(dialog);

    function busy(on, label) {
      pay.disabled = on;
      fail.disabled = on;
      pay.style.opacity = on ? '0.7' : '1';
      pay.textContent = on ? label : `Pay ${amount}`;
    }

    function showError(text) {
      error.textContent = text;
      error.style.display = 'block';
    }

    function attempt(outcome) {
      error.style.display = 'none';
      busy(true, 'Processing…');
      fetch('/api/payment/simulated/pay', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderId: o.order_id, outcome: outcome }),
      })
        .then((response) =>
          response
            .json()
            .catch(() => ({}))
            .then((answer) => ({ ok: response.ok, status: response.status, answer: answer })),
        )
        .then((result) => {
          busy(false);
          const answer = result.answer || {};
          if (!result.ok) {
            showError(answer.message || `The payment could not be processed (${result.status}).`);
          } else if (answer.error) {
            showError(answer.error.description || 'Payment failed.');
            for (const listener of self.listeners['payment.failed']) listener({ error: answer.error });
          } else {
            self.close();
            o.handler?.(answer);
          }
        })
        .catch(() => {
          busy(false);
          showError('Network error: the payment could not be sent. Please try again.');
        });
    }

    pay.addEventListener('click', () => attempt('success'));
    fail.addEventListener('click', () => attempt('failure'));
    cancel.addEventListener('click', () => self.dismiss());
    overlay.addEventListener('click', (event) => {
      if (event.target === overlay) self.dismiss();
    });

    // Escape dismisses; Tab stays inside the dialog.
    this.onKeydown = (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        self.dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [pay, fail, cancel].filter((node) => !node.disabled);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that leaves the dialog (a closing app dialog hands it back to its trigger) comes back.
    this.onFocusin = (event) => {
      if (!dialog.contains(event.target)) (pay.disabled ? cancel : pay).focus();
    };

    this.returnFocus = document.activeElement;
    this.bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', this.onKeydown, true);
    document.addEventListener('focusin', this.onFocusin, true);
    document.body.append(overlay);
    this.overlay = overlay;
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
