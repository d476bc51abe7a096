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

  // Pages de FAQ : filtre des questions, tout ouvrir, tout fermer.
  var faq = document.querySelector("article.faq");
  if (!faq) return;
  var questions = Array.prototype.slice.call(faq.querySelectorAll("details.faq-question"));
  if (questions.length === 0) return;
  function fold(s) {
    return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }
  var bar = document.createElement("div");
  bar.className = "faq-outils";
  var input = document.createElement("input");
  input.type = "search";
  input.placeholder = "Filtrer les questions…";
  input.setAttribute("aria-label", "Filtrer les questions");
  var all = document.createElement("button");
  all.type = "button";
  all.textContent = "Tout ouvrir";
  var none = document.createElement("button");
  none.type = "button";
  none.textContent = "Tout fermer";
  bar.appendChild(input);
  bar.appendChild(all);
  bar.appendChild(none);
  var first = faq.querySelector(".faq-theme");
  faq.insertBefore(bar, first);
  all.addEventListener("click", function () { questions.forEach(function (d) { d.open = true; }); });
  none.addEventListener("click", function () { questions.forEach(function (d) { d.open = false; }); });
  input.addEventListener("input", function () {
    var q = fold(input.value.trim());
    questions.forEach(function (d) {
      d.hidden = q !== "" && fold(d.textContent).indexOf(q) < 0;
    });
    faq.querySelectorAll(".faq-theme").forEach(function (t) {
      var visible = t.querySelectorAll("details.faq-question:not([hidden])").length;
      t.hidden = visible === 0;
    });
  });
})();
