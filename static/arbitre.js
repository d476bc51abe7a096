// arbitre — petit script facultatif : tout reste lisible sans JavaScript.
(function () {
  "use strict";
  // Un lien profond vers une question de FAQ ouvre sa réponse.
  function openTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    var el = document.getElementById(id);
    if (el && el.tagName === "DETAILS") { el.open = true; }
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();
  // À l'impression, toutes les réponses sont ouvertes.
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details").forEach(function (d) { d.open = true; });
  });
})();
