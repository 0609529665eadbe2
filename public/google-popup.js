// Google sign-in popup: hand the one-time code to the window that opened us, then close.
// The opener redeems it with the verifier only it holds, so the code alone is useless.
// No code means the sign-in was refused; the opener then shows its error.
// A file rather than an inline script: the site's Content-Security-Policy allows only 'self'.
/* global window, URLSearchParams */
(function () {
  var code = new URLSearchParams(window.location.search).get("code");
  var opener;
  try {
    opener = window.opener;
  } catch {
    opener = null;
  }
  if (opener) {
    opener.postMessage({ type: "pfa-google-code", code: code }, window.location.origin);
    window.close();
  }
  // Not our popup (opened directly, or cut off by an opener policy): go to the app.
  window.setTimeout(
    function () {
      window.location.replace("/");
    },
    opener ? 1000 : 0,
  );
})();
