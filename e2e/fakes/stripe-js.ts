/**
 * The stand-in for Stripe.js (`https://js.stripe.com/v3`) that the fake serves at `GET /v3`: `window.Stripe(pk)`
 * with `elements().create('card')` (three labelled inputs instead of Stripe's iframe), `createPaymentMethod`,
 * `confirmCardSetup`, `confirmCardPayment` and `retrievePaymentIntent`, each calling the fake's REST API with the
 * publishable key, as Stripe.js calls Stripe's. Only for development and tests: with a real key the page loads
 * the real Stripe.js, whose card element is Stripe's own iframe.
 */
export const STRIPE_JS_STAND_IN = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var apiBase = script && script.src ? new URL(script.src).origin : '';

  function form(data, prefix, out) {
    out = out || [];
    Object.keys(data).forEach(function (key) {
      var value = data[key];
      if (value === undefined || value === null) return;
      var name = prefix ? prefix + '[' + key + ']' : key;
      if (typeof value === 'object') form(value, name, out);
      else out.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(value)));
    });
    return out.join('&');
  }

  function call(key, method, path, data) {
    return fetch(apiBase + path, {
      method: method,
      headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : form(data || {}),
    }).then(function (response) {
      return response.json().then(function (json) {
        return response.ok ? { ok: json } : { error: json.error || { message: 'Request failed' } };
      });
    }, function () {
      return { error: { type: 'api_connection_error', message: 'We could not reach the payment service.' } };
    });
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^5[1-5]/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    return number ? 'unknown' : undefined;
  }

  function CardElement() {
    this.handlers = {};
    this.root = null;
  }
  CardElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw new Error('Stripe stand-in: nothing to mount the card element on');
    var self = this;
    var wrap = document.createElement('div');
    wrap.className = 'StripeElement StripeElement--standin';
    wrap.setAttribute('data-testid', 'stripe-card-standin');
    wrap.style.display = 'flex';
    wrap.style.gap = '0.5rem';
    function input(name, label, placeholder, size, autocomplete) {
      var el = document.createElement('input');
      el.type = 'text';
      el.name = name;
      el.setAttribute('aria-label', label);
      el.placeholder = placeholder;
      el.autocomplete = autocomplete;
      el.inputMode = 'numeric';
      el.size = size;
      el.style.font = 'inherit';
      el.style.border = '0';
      el.style.background = 'transparent';
      el.style.color = 'inherit';
      el.style.minWidth = '0';
      el.addEventListener('input', function () { self.emitChange(); });
      el.addEventListener('focus', function () { self.emit('focus', {}); });
      el.addEventListener('blur', function () { self.emit('blur', {}); });
      wrap.appendChild(el);
      return el;
    }
    this.number = input('cardnumber', 'Card number', '1234 1234 1234 1234', 19, 'cc-number');
    this.expiry = input('exp-date', 'Expiration date (MM / YY)', 'MM / YY', 7, 'cc-exp');
    this.cvc = input('cvc', 'Security code (CVC)', 'CVC', 4, 'cc-csc');
    host.appendChild(wrap);
    this.root = wrap;
    setTimeout(function () { self.emit('ready', { elementType: 'card' }); }, 0);
  };
  CardElement.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (event, handler) {
    this.handlers[event] = (this.handlers[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  CardElement.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (handler) { handler(payload); });
  };
  CardElement.prototype.values = function () {
    var digits = (this.number ? this.number.value : '').replace(/\D/g, '');
    var expiry = (this.expiry ? this.expiry.value : '').replace(/\s/g, '');
    var match = /^(\d{1,2})\/?(\d{2})$/.exec(expiry);
    return {
      number: digits,
      exp_month: match ? match[1] : '12',
      exp_year: match ? '20' + match[2] : '2034',
      cvc: (this.cvc ? this.cvc.value : '') || '123',
    };
  };
  CardElement.prototype.emitChange = function () {
    var v = this.values();
    this.emit('change', {
      elementType: 'card',
      empty: v.number.length === 0,
      complete: v.number.length >= 15,
      brand: brandOf(v.number) || 'unknown',
      error: undefined,
    });
  };
  CardElement.prototype.focus = function () { if (this.number) this.number.focus(); };
  CardElement.prototype.blur = function () { if (this.number) this.number.blur(); };
  CardElement.prototype.clear = function () {
    [this.number, this.expiry, this.cvc].forEach(function (el) { if (el) el.value = ''; });
    this.emitChange();
  };
  CardElement.prototype.update = function () {};
  CardElement.prototype.unmount = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };
  CardElement.prototype.destroy = CardElement.prototype.unmount;

  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0)
      throw new Error('Stripe stand-in: a publishable key (pk_...) is required');
    this.key = key;
  }
  Stripe.prototype.elements = function () {
    return {
      create: function (type) {
        if (type !== 'card') throw new Error('Stripe stand-in: only the card element is provided');
        return new CardElement();
      },
      getElement: function () { return null; },
    };
  };
  Stripe.prototype.createPaymentMethod = function (typeOrOptions, element, extra) {
    var options = typeof typeOrOptions === 'string'
      ? { type: typeOrOptions, card: element, billing_details: extra && extra.billing_details }
      : typeOrOptions;
    var card = options.card;
    if (!card || typeof card.values !== 'function')
      return Promise.resolve({ error: { type: 'validation_error', message: 'Please enter your card.' } });
    var v = card.values();
    if (!v.number)
      return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    return call(this.key, 'POST', '/v1/payment_methods', {
      type: 'card',
      card: v,
      billing_details: options.billing_details || {},
    }).then(function (answer) {
      return answer.error ? { error: answer.error } : { paymentMethod: answer.ok };
    });
  };
  Stripe.prototype.paymentMethodFor = function (paymentMethod) {
    if (typeof paymentMethod === 'string') return Promise.resolve({ id: paymentMethod });
    return this.createPaymentMethod({ type: 'card', card: paymentMethod.card, billing_details: paymentMethod.billing_details })
      .then(function (answer) { return answer.error ? { error: answer.error } : { id: answer.paymentMethod.id }; });
  };
  Stripe.prototype.confirmWith = function (kind, clientSecret, data) {
    var self = this;
    var id = String(clientSecret || '').split('_secret_')[0];
    return this.paymentMethodFor((data && data.payment_method) || '').then(function (pm) {
      if (pm.error) return { error: pm.error };
      var path = (kind === 'setupIntent' ? '/v1/setup_intents/' : '/v1/payment_intents/') + id + '/confirm';
      return call(self.key, 'POST', path, { client_secret: clientSecret, payment_method: pm.id || undefined })
        .then(function (answer) {
          var out = {};
          if (answer.error) out.error = answer.error;
          else out[kind] = answer.ok;
          return out;
        });
    });
  };
  Stripe.prototype.confirmCardSetup = function (clientSecret, data) {
    return this.confirmWith('setupIntent', clientSecret, data);
  };
  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    return this.confirmWith('paymentIntent', clientSecret, data);
  };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    var id = String(clientSecret || '').split('_secret_')[0];
    return call(this.key, 'GET', '/v1/payment_intents/' + id + '?client_secret=' + encodeURIComponent(clientSecret))
      .then(function (answer) { return answer.error ? { error: answer.error } : { paymentIntent: answer.ok }; });
  };
  window.Stripe = Stripe;
})();
`;
