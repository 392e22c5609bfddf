// ===--- stdlib_unicodedata.cpp - the unicodedata module, on ICU ----------=== //
// normalize/is_normalized, category, name/lookup, the numeric values,
// combining, bidirectional, east_asian_width and mirrored, answered by ICU's
// character database (the PyTorch name-classification tutorial strips
// accents with normalize("NFD", s) and category(c) != "Mn").
#include <string>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {
namespace {

/// The one code point of a str argument, as CPython's unicodedata functions
/// require it ("category() argument must be a unicode character, not str").
UChar32 charArg(Interp& in, const Args& a, const char* fname) {
  const std::string& s = strArg(in, a[0], fname);
  std::u32string cps = decodeUtf8(s);
  if (cps.size() != 1)
    in.raise(in.e.TypeError, std::string(fname) + "() argument must be a unicode character, not str");
  return static_cast<UChar32>(cps[0]);
}

std::u16string toUtf16(const std::string& s) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t len = 0;
  u_strFromUTF8(nullptr, 0, &len, s.data(), static_cast<int32_t>(s.size()), &err);
  std::u16string out(static_cast<size_t>(len), u'\0');
  err = U_ZERO_ERROR;
  u_strFromUTF8(reinterpret_cast<UChar*>(out.data()), len, &len, s.data(), static_cast<int32_t>(s.size()), &err);
  return out;
}

std::string toUtf8(const std::u16string& s) {
  UErrorCode err = U_ZERO_ERROR;
  int32_t len = 0;
  const auto* src = reinterpret_cast<const UChar*>(s.data());
  u_strToUTF8(nullptr, 0, &len, src, static_cast<int32_t>(s.size()), &err);
  std::string out(static_cast<size_t>(len), '\0');
  err = U_ZERO_ERROR;
  u_strToUTF8(out.data(), len, &len, src, static_cast<int32_t>(s.size()), &err);
  return out;
}

const UNormalizer2* normalizer(Interp& in, const std::string& form) {
  UErrorCode err = U_ZERO_ERROR;
  const UNormalizer2* n = form == "NFC"    ? unorm2_getNFCInstance(&err)
                          : form == "NFD"  ? unorm2_getNFDInstance(&err)
                          : form == "NFKC" ? unorm2_getNFKCInstance(&err)
                          : form == "NFKD" ? unorm2_getNFKDInstance(&err)
                                           : nullptr;
  if (!n || U_FAILURE(err)) in.raise(in.e.ValueError, "invalid normalization form");
  return n;
}

IValue udNormalize(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "normalize", 2, 2);
  const UNormalizer2* n = normalizer(in, strArg(in, a[0], "normalize"));
  std::u16string src = toUtf16(strArg(in, a[1], "normalize"));
  UErrorCode err = U_ZERO_ERROR;
  const auto* s = reinterpret_cast<const UChar*>(src.data());
  int32_t len = unorm2_normalize(n, s, static_cast<int32_t>(src.size()), nullptr, 0, &err);
  std::u16string out(static_cast<size_t>(len), u'\0');
  err = U_ZERO_ERROR;
  unorm2_normalize(n, s, static_cast<int32_t>(src.size()), reinterpret_cast<UChar*>(out.data()), len, &err);
  if (U_FAILURE(err)) in.raise(in.e.ValueError, "normalization failed");
  return IValue(toUtf8(out));
}

IValue udIsNormalized(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "is_normalized", 2, 2);
  const UNormalizer2* n = normalizer(in, strArg(in, a[0], "is_normalized"));
  std::u16string src = toUtf16(strArg(in, a[1], "is_normalized"));
  UErrorCode err = U_ZERO_ERROR;
  UBool ok = unorm2_isNormalized(n, reinterpret_cast<const UChar*>(src.data()), static_cast<int32_t>(src.size()), &err);
  return IValue(static_cast<bool>(ok));
}

/// ICU's UCharCategory values, in enum order, as Python's two-letter names.
const char* const kCategories[] = {"Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl",
                                   "Zp", "Cc", "Cf", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So",
                                   "Pi", "Pf"};

IValue udCategory(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "category", 1, 1);
  int8_t t = u_charType(charArg(in, a, "category"));
  return IValue(std::string(t >= 0 && t < 30 ? kCategories[t] : "Cn"));
}

IValue udName(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "name", 1, 2);
  UChar32 c = charArg(in, a, "name");
  char buf[256];
  UErrorCode err = U_ZERO_ERROR;
  int32_t len = u_charName(c, U_UNICODE_CHAR_NAME, buf, sizeof buf, &err);
  if (U_SUCCESS(err) && len > 0) return IValue(std::string(buf, static_cast<size_t>(len)));
  if (a.n > 1) return a[1];
  in.raise(in.e.ValueError, "no such name");
}

IValue udLookup(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "lookup", 1, 1);
  const std::string& name = strArg(in, a[0], "lookup");
  UErrorCode err = U_ZERO_ERROR;
  UChar32 c = u_charFromName(U_UNICODE_CHAR_NAME, name.c_str(), &err);
  if (U_FAILURE(err)) in.raiseArgs(in.e.KeyError, {IValue("undefined character name '" + name + "'")});
  std::string out;
  appendUtf8(out, static_cast<char32_t>(c));
  return IValue(out);
}

/// decimal/digit/numeric: the value, else the default, else ValueError.
IValue numericValue(Interp& in, Args& a, const char* fname, bool decimal_only, bool digit_only) {
  checkArgs(in, a, fname, 1, 2);
  UChar32 c = charArg(in, a, fname);
  double v = u_getNumericValue(c);
  int type = u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE);
  bool ok = v != U_NO_NUMERIC_VALUE && (!decimal_only || type == U_NT_DECIMAL) &&
            (!digit_only || type == U_NT_DECIMAL || type == U_NT_DIGIT);
  if (!ok) {
    if (a.n > 1) return a[1];
    in.raise(in.e.ValueError, std::string("not a ") + (decimal_only ? "decimal" : digit_only ? "digit" : "numeric character"));
  }
  if (decimal_only || digit_only) return IValue(static_cast<int64_t>(v));
  return IValue(v);
}

IValue udDecimal(Interp& in, Args& a, PyObject*) { return numericValue(in, a, "decimal", true, false); }
IValue udDigit(Interp& in, Args& a, PyObject*) { return numericValue(in, a, "digit", false, true); }
IValue udNumeric(Interp& in, Args& a, PyObject*) { return numericValue(in, a, "numeric", false, false); }

IValue udCombining(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "combining", 1, 1);
  return IValue(static_cast<int64_t>(u_getCombiningClass(charArg(in, a, "combining"))));
}

IValue udMirrored(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "mirrored", 1, 1);
  return IValue(static_cast<int64_t>(u_isMirrored(charArg(in, a, "mirrored")) ? 1 : 0));
}

IValue udEastAsianWidth(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "east_asian_width", 1, 1);
  static const char* const kWidths[] = {"N", "A", "H", "F", "Na", "W"};
  int w = u_getIntPropertyValue(charArg(in, a, "east_asian_width"), UCHAR_EAST_ASIAN_WIDTH);
  return IValue(std::string(w >= 0 && w < 6 ? kWidths[w] : "N"));
}

IValue udBidirectional(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "bidirectional", 1, 1);
  UChar32 c = charArg(in, a, "bidirectional");
  if (u_charType(c) == U_UNASSIGNED) return IValue(std::string());
  const char* name = u_getPropertyValueName(UCHAR_BIDI_CLASS, u_charDirection(c), U_SHORT_PROPERTY_NAME);
  return IValue(std::string(name ? name : ""));
}

void initUnicodedata(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("normalize", udNormalize);
  fn("is_normalized", udIsNormalized);
  fn("category", udCategory);
  fn("name", udName);
  fn("lookup", udLookup);
  fn("decimal", udDecimal);
  fn("digit", udDigit);
  fn("numeric", udNumeric);
  fn("combining", udCombining);
  fn("mirrored", udMirrored);
  fn("east_asian_width", udEastAsianWidth);
  fn("bidirectional", udBidirectional);
  m.dict->set(in, in.intern("unidata_version"), IValue(std::string("14.0.0")));
}

}  // namespace

void registerUnicodedataModule(Interp& in) { in.registerModule("unicodedata", initUnicodedata); }

}  // namespace ts::py
