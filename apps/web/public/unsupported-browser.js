/* Runs only in browsers without ES modules (nomodule): the app cannot start there. */
// biome-ignore lint/complexity/useArrowFunction: those browsers (IE 11) have no arrow functions
(function () {
  var texts = {
    it: 'Browser non supportato, aggiornalo e riprova',
    en: 'Browser unsupported, update it and try again',
    fr: 'Navigateur non pris en charge, mettez-le à jour et réessayez',
    es: 'Navegador no compatible, actualícelo e inténtelo de nuevo',
  };
  var stored = null;
  try {
    stored = window.localStorage.getItem('portal.language');
  } catch (_e) {}
  var lang = (stored || navigator.language || navigator.userLanguage || 'it').slice(0, 2).toLowerCase();
  var text = texts[lang] || texts.it;
  function show() {
    var root = document.getElementById('root');
    if (!root) return;
    // The app shell (index.html) would cover the message.
    document.documentElement.className = document.documentElement.className.replace(/(^|\s)shell(\s|$)/, ' ');
    var shell = document.getElementById('app-shell');
    // biome-ignore lint/complexity/useOptionalChain: those browsers have no optional chaining
    if (shell && shell.parentNode) shell.parentNode.removeChild(shell);
    root.innerHTML = '';
    var box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.style.cssText =
      'max-width:520px;margin:15vh auto;padding:24px;font:16px/1.5 Arial,sans-serif;text-align:center';
    var title = document.createElement('h1');
    title.style.cssText = 'font-size:22px';
    title.appendChild(document.createTextNode(text));
    box.appendChild(title);
    root.appendChild(box);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
})();
