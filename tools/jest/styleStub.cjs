// Plain .css imports (fonts, third-party stylesheets) carry no behaviour under test.
module.exports = {};
