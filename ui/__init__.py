"""The Streamlit pieces behind the pages, by game: ``ui.chan`` (Chắn: card pictures, the card picker,
the analyser, capture checker, score calculator and guided play), ``ui.learn`` (the Learn page's
lessons, drills and progress), the Sichuan pieces, and beside them what every page shares: the
language and profile (``ui.state``), the texts (``ui.i18n``), rule links (``ui.rules_view``), the
glossary, the match store and uploads."""
