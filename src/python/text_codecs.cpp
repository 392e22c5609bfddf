// ===--- text_codecs.cpp - the text encodings of str and bytes ------------=== //
// A str holds UTF-8; bytes hold raw bytes. These convert between them for
// the encodings programs name (utf-8, ascii, latin-1, raw_unicode_escape,
// which pickle protocol 0 uses) with CPython's error handlers and messages.
// Decoding checks UTF-8 fully, so no str ever holds invalid UTF-8.
#include "python/text_codecs.h"

#include <algorithm>
#include <cstdio>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {

namespace {

enum class Codec { Utf8, Ascii, Latin1, RawUnicodeEscape };

/// CPython's normalized codec name, which error messages print.
Codec codecOf(Interp& in, const std::string& encoding, std::string& name) {
  std::string n;
  for (char c : encoding) n += (c == '-' || c == ' ') ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (n == "utf_8" || n == "utf8" || n == "u8") { name = "utf-8"; return Codec::Utf8; }
  if (n == "ascii" || n == "us_ascii" || n == "646") { name = "ascii"; return Codec::Ascii; }
  if (n == "latin_1" || n == "latin1" || n == "iso_8859_1" || n == "iso8859_1" || n == "l1" || n == "8859") {
    name = "latin-1";
    return Codec::Latin1;
  }
  if (n == "raw_unicode_escape") { name = "rawunicodeescape"; return Codec::RawUnicodeEscape; }
  in.raise(in.e.LookupError, "unknown encoding: " + encoding);
}

std::string hexEscape(char32_t c) {
  char buf[16];
  if (c < 0x100) std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
  else if (c < 0x10000) std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
  else std::snprintf(buf, sizeof buf, "\\U%08x", static_cast<unsigned>(c));
  return buf;
}

/// A character `limit` excludes, under `errors`.
void encodeError(Interp& in, std::string& out, char32_t c, size_t pos, const std::string& codec, unsigned limit,
                 const std::string& errors) {
  if (errors == "ignore") return;
  if (errors == "replace") { out += '?'; return; }
  if (errors == "backslashreplace") { out += hexEscape(c); return; }
  if (errors == "xmlcharrefreplace") { out += "&#" + std::to_string(static_cast<uint32_t>(c)) + ";"; return; }
  std::string shown = hexEscape(c);
  in.raise(in.e.UnicodeEncodeError, "'" + codec + "' codec can't encode character '" + shown + "' in position " +
                                        std::to_string(pos) + ": ordinal not in range(" + std::to_string(limit) + ")");
}

void decodeError(Interp& in, std::string& out, unsigned char b, size_t pos, const std::string& codec,
                 const std::string& reason, const std::string& errors) {
  if (errors == "ignore") return;
  if (errors == "replace") { appendUtf8(out, 0xFFFD); return; }
  if (errors == "backslashreplace") { out += hexEscape(b); return; }
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02x", b);
  in.raise(in.e.UnicodeDecodeError, "'" + codec + "' codec can't decode byte " + buf + " in position " +
                                        std::to_string(pos) + ": " + reason);
}

/// Length of the valid UTF-8 sequence at data[i], or 0 (with `reason`).
size_t utf8Sequence(const std::string& data, size_t i, std::string& reason) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(data[k]); };
  unsigned char c = byte(i);
  if (c < 0x80) return 1;
  size_t len = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? (c <= 0xEF ? 3 : 0) : c >= 0xC2 ? 2 : 0;
  if (len == 0) { reason = "invalid start byte"; return 0; }
  for (size_t k = 1; k < len; ++k) {
    if (i + k >= data.size()) { reason = "unexpected end of data"; return 0; }
    unsigned char d = byte(i + k);
    bool ok = (d & 0xC0) == 0x80;
    if (k == 1 && c == 0xE0) ok = ok && d >= 0xA0;
    if (k == 1 && c == 0xED) ok = ok && d < 0xA0;  // surrogates are not UTF-8
    if (k == 1 && c == 0xF0) ok = ok && d >= 0x90;
    if (k == 1 && c == 0xF4) ok = ok && d < 0x90;
    if (!ok) { reason = "invalid continuation byte"; return 0; }
  }
  return len;
}

std::string decodeUtf8Bytes(Interp& in, const std::string& data, const std::string& errors) {
  std::string out;
  out.reserve(data.size());
  for (size_t i = 0; i < data.size();) {
    std::string reason;
    size_t len = utf8Sequence(data, i, reason);
    if (len == 0) {
      decodeError(in, out, static_cast<unsigned char>(data[i]), i, "utf-8", reason, errors);
      ++i;
      continue;
    }
    out.append(data, i, len);
    i += len;
  }
  return out;
}

/// raw_unicode_escape: bytes are Latin-1, except \uXXXX and \UXXXXXXXX.
std::string decodeRawEscape(Interp& in, const std::string& data) {
  std::string out;
  for (size_t i = 0; i < data.size(); ++i) {
    if (data[i] == '\\' && i + 1 < data.size() && (data[i + 1] == 'u' || data[i + 1] == 'U')) {
      size_t digits = data[i + 1] == 'u' ? 4 : 8;
      std::string hex = data.substr(i + 2, digits);
      if (hex.size() != digits || !std::all_of(hex.begin(), hex.end(), [](char h) { return std::isxdigit(static_cast<unsigned char>(h)); }))
        in.raise(in.e.UnicodeDecodeError, "'rawunicodeescape' codec can't decode bytes in position " + std::to_string(i) +
                                              "-" + std::to_string(i + 1 + hex.size()) + ": truncated \\" + data[i + 1] + "XXXX escape");
      unsigned long c = std::stoul(hex, nullptr, 16);
      if (c > 0x10FFFF) in.raise(in.e.UnicodeDecodeError, "'rawunicodeescape' codec can't decode bytes: \\Uxxxxxxxx out of range");
      appendUtf8(out, static_cast<char32_t>(c));
      i += 1 + digits;
      continue;
    }
    appendUtf8(out, static_cast<unsigned char>(data[i]));
  }
  return out;
}

}  // namespace

std::string encodeText(Interp& in, const std::string& text, const std::string& encoding, const std::string& errors) {
  std::string codec;
  Codec kind = codecOf(in, encoding, codec);
  if (kind == Codec::Utf8) return text;
  std::u32string chars = decodeUtf8(text);
  std::string out;
  out.reserve(chars.size());
  unsigned limit = kind == Codec::Ascii ? 128 : 256;
  for (size_t i = 0; i < chars.size(); ++i) {
    char32_t c = chars[i];
    if (c < limit) out += static_cast<char>(c);
    else if (kind == Codec::RawUnicodeEscape) out += hexEscape(c);
    else encodeError(in, out, c, i, codec, limit, errors);
  }
  return out;
}

std::string decodeText(Interp& in, const std::string& data, const std::string& encoding, const std::string& errors) {
  std::string codec;
  Codec kind = codecOf(in, encoding, codec);
  if (kind == Codec::Utf8) return decodeUtf8Bytes(in, data, errors);
  if (kind == Codec::RawUnicodeEscape) return decodeRawEscape(in, data);
  std::string out;
  out.reserve(data.size());
  for (size_t i = 0; i < data.size(); ++i) {
    auto b = static_cast<unsigned char>(data[i]);
    if (kind == Codec::Ascii && b >= 0x80) decodeError(in, out, b, i, codec, "ordinal not in range(128)", errors);
    else appendUtf8(out, b);
  }
  return out;
}

}  // namespace ts::py
