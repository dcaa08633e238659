/**
 * A stub of the Jitsi Meet iframe API for e2e tests (node:http, in memory). The web app loads
 * `${JITSI_DOMAIN}/external_api.js` and calls `new JitsiMeetExternalAPI(domain, options)`; the stub
 * creates an iframe to its own page, which shows the room name and the display name it was given,
 * so a test can see who entered which room without a real video service. Like Jitsi's own API it passes a
 * room token (`options.jwt`, ADR 0022) to the room page as `?jwt=`; the stub records it and shows what it says
 * (it checks no signature: the web app's unit tests do). Commands (e.g. 'password') are kept in
 * `window.__jitsiStub.instances[n].commands`.
 *
 *   GET /external_api.js   defines window.JitsiMeetExternalAPI (addListener / removeListener / on / off,
 *                          executeCommand — 'hangup' fires readyToClose —, getIFrame, dispose); it fires
 *                          videoConferenceJoined once the room page has loaded
 *   GET /<room name>       the stub room page (the iframe): "Room: <name>", "You: <display name>", and
 *                          "Token: <user's name> (moderator|member)" or "Token: none"
 *   GET /__rooms           the rooms opened so far, oldest first: [{ room, at, jwt }] (jwt null without one)
 *   DELETE /__rooms        forget them
 *   GET /__health          200
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { close, listen, sendJson } from './http.js';

export interface OpenedRoom {
  room: string;
  at: string;
  /** The room token the page was given (a self-hosted Jitsi's JWT), or null. */
  jwt: string | null;
}

export interface JitsiFake {
  url: string;
  port: number;
  rooms: OpenedRoom[];
  close(): Promise<void>;
}

const EXTERNAL_API = `(function () {
  'use strict';
  var count = 0;
  function JitsiMeetExternalAPI(domain, options) {
    options = options || {};
    var info = options.userInfo || {};
    var config = options.configOverwrite || {};
    var hash = [
      'userInfo.displayName=' + encodeURIComponent(JSON.stringify(info.displayName || '')),
      'userInfo.email=' + encodeURIComponent(JSON.stringify(info.email || '')),
      'config.defaultLanguage=' + encodeURIComponent(JSON.stringify(config.defaultLanguage || '')),
      'config.prejoinPageEnabled=' + encodeURIComponent(JSON.stringify(config.prejoinPageEnabled))
    ].join('&');
    var iframe = document.createElement('iframe');
    iframe.name = 'jitsiConferenceFrame' + count++;
    var query = options.jwt ? '?jwt=' + encodeURIComponent(options.jwt) : '';
    iframe.src = (options.noSSL ? 'http' : 'https') + '://' + domain + '/' + encodeURIComponent(options.roomName || '') + query + '#' + hash;
    iframe.allow = 'camera; microphone; display-capture; autoplay; clipboard-write';
    iframe.style.width = '100%';
    iframe.style.height = '100%';
    iframe.style.border = '0';
    var self = this;
    iframe.addEventListener('load', function () {
      if (!self.isDisposed) self._emit('videoConferenceJoined', { roomName: options.roomName });
    });
    (options.parentNode || document.body).appendChild(iframe);
    this._iframe = iframe;
    this._listeners = {};
    this.commands = [];
    this.options = options;
    this.isDisposed = false;
    window.__jitsiStub = window.__jitsiStub || { instances: [] };
    window.__jitsiStub.instances.push(this);
  }
  JitsiMeetExternalAPI.prototype.addListener = function (event, listener) {
    (this._listeners[event] = this._listeners[event] || []).push(listener);
  };
  JitsiMeetExternalAPI.prototype.on = JitsiMeetExternalAPI.prototype.addListener;
  JitsiMeetExternalAPI.prototype.removeListener = function (event, listener) {
    this._listeners[event] = (this._listeners[event] || []).filter(function (l) { return l !== listener; });
  };
  JitsiMeetExternalAPI.prototype.off = JitsiMeetExternalAPI.prototype.removeListener;
  JitsiMeetExternalAPI.prototype._emit = function (event, data) {
    (this._listeners[event] || []).slice().forEach(function (listener) { listener(data); });
  };
  JitsiMeetExternalAPI.prototype.executeCommand = function (command) {
    this.commands.push([command].concat(Array.prototype.slice.call(arguments, 1)));
    if (command === 'hangup') this._emit('readyToClose', {});
  };
  JitsiMeetExternalAPI.prototype.getIFrame = function () { return this._iframe; };
  JitsiMeetExternalAPI.prototype.dispose = function () {
    this.isDisposed = true;
    if (this._iframe && this._iframe.parentNode) this._iframe.parentNode.removeChild(this._iframe);
  };
  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
})();
`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a room token says, unverified: `<name> (moderator|member)`, or `none`. */
function describeToken(jwt: string | null): string {
  if (!jwt) return 'none';
  try {
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      context?: { user?: { name?: string; moderator?: boolean } };
    };
    const user = claims.context?.user ?? {};
    return `${user.name ?? ''} (${user.moderator === true ? 'moderator' : 'member'})`;
  } catch {
    return 'unreadable';
  }
}

function roomPage(room: string, jwt: string | null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stub video room</title>
<style>body{margin:0;font:16px system-ui,sans-serif;background:#1b2b33;color:#fff;display:grid;place-content:center;height:100vh;text-align:center}
h1{font-size:20px;margin:0 0 12px}p{margin:4px 0}code{color:#9fe3d0}</style></head>
<body><main><h1>Stub video room</h1>
<p>Room: <code data-testid="room-name">${escapeHtml(room)}</code></p>
<p>You: <strong data-testid="display-name"></strong></p>
<p>Language: <span data-testid="language"></span></p>
<p>Token: <span data-testid="token">${escapeHtml(describeToken(jwt))}</span></p></main>
<script>
  var params = {};
  location.hash.slice(1).split('&').forEach(function (pair) {
    var at = pair.indexOf('=');
    if (at > 0) { try { params[pair.slice(0, at)] = JSON.parse(decodeURIComponent(pair.slice(at + 1))); } catch (e) {} }
  });
  document.querySelector('[data-testid="display-name"]').textContent = params['userInfo.displayName'] || '';
  document.querySelector('[data-testid="language"]').textContent = params['config.defaultLanguage'] || '';
</script></body></html>`;
}

export async function startJitsiFake(options: { port?: number } = {}): Promise<JitsiFake> {
  const rooms: OpenedRoom[] = [];

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__health') return sendJson(res, 200, { ok: true });
    if (url.pathname === '/__rooms') {
      if (req.method === 'DELETE') rooms.length = 0;
      return sendJson(res, 200, rooms);
    }
    if (url.pathname === '/external_api.js') {
      res.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(EXTERNAL_API);
    }
    const room = decodeURIComponent(url.pathname.slice(1));
    if (req.method !== 'GET' || !room || room.includes('/'))
      return sendJson(res, 404, { error: 'not found' });
    const jwt = url.searchParams.get('jwt');
    rooms.push({ room, at: new Date().toISOString(), jwt });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(roomPage(room, jwt));
  }

  const server = createServer(handle);
  const port = await listen(server, options.port ?? 0);
  return { url: `http://127.0.0.1:${port}`, port, rooms, close: () => close(server) };
}
