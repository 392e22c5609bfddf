// ===--- py_format.cpp - Python's format-spec mini-language ---------------=== //
#include "support/py_format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <new>

#include "support/error.h"
#include "support/float_format.h"

namespace ts {
namespace {

/// [[fill]align][sign][z][#][0][width][grouping][.precision][type]
struct Spec {
  char fill = ' ';
  char align = 0;  // 0: the type's default
  bool zero = false;  // the `0` flag: numbers then default to '=' alignment
  char sign = '-';
  bool no_neg_zero = false;
  bool alternate = false;
  int64_t width = -1;
  char grouping = 0;
  int64_t precision = -1;
  char type = 0;
};

[[noreturn]] void valueError(const std::string& msg) { throw Error(msg, ErrorKind::ValueError); }

bool isAlign(char c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

// Note [Format sizes]: as in CPython, widths and precisions up to Py_ssize_t
// parse; a float precision past INT_MAX is "precision too big"; a result no
// machine holds (over 2**32 characters, as `s * n` bounds it) or one the C
// library cannot produce is std::bad_alloc, which the Python level raises as
// MemoryError, before any allocation is attempted.
constexpr int64_t kMaxFormattedChars = int64_t{1} << 32;

int64_t parseNumber(const std::string& s, size_t& i) {
  int64_t n = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
    int digit = s[i++] - '0';
    if (n > (std::numeric_limits<int64_t>::max() - digit) / 10) valueError("Too many decimal digits in format string");
    n = n * 10 + digit;
  }
  return n;
}

Spec parseSpec(const std::string& s) {
  Spec p;
  size_t i = 0;
  if (s.size() >= 2 && isAlign(s[1])) {
    p.fill = s[0];
    p.align = s[1];
    i = 2;
  } else if (!s.empty() && isAlign(s[0])) {
    p.align = s[0];
    i = 1;
  }
  if (i < s.size() && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) p.sign = s[i++];
  if (i < s.size() && s[i] == 'z') {
    p.no_neg_zero = true;
    ++i;
  }
  if (i < s.size() && s[i] == '#') {
    p.alternate = true;
    ++i;
  }
  if (i < s.size() && s[i] == '0') {
    // `0` (CPython's format_spec parser): zeros fill unless a fill was
    // given, after the sign unless an alignment was given.
    bool fill_given = s.size() >= 2 && isAlign(s[1]);
    if (!fill_given) p.fill = '0';
    p.zero = true;
    ++i;
  }
  if (i < s.size() && s[i] >= '0' && s[i] <= '9') p.width = parseNumber(s, i);
  if (i < s.size() && (s[i] == ',' || s[i] == '_')) p.grouping = s[i++];
  if (i < s.size() && (s[i] == ',' || s[i] == '_')) valueError("Cannot specify both ',' and '_'.");
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (i >= s.size() || s[i] < '0' || s[i] > '9') valueError("Format specifier missing precision");
    p.precision = parseNumber(s, i);
  }
  if (s.size() - i > 1) valueError("Invalid format specifier");
  if (i < s.size()) p.type = s[i];
  return p;
}

std::string typeCode(char c) { return std::string(1, c); }

/// Inserts `sep` every `every` digits from the right of `digits`.
std::string group(const std::string& digits, char sep, size_t every) {
  if (!sep) return digits;
  std::string out;
  size_t n = digits.size();
  for (size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % every == 0) out += sep;
    out += digits[i];
  }
  return out;
}

/// Pads `prefix + body` (prefix: sign and `0x`) to the spec's width.
std::string pad(const std::string& prefix, const std::string& body, const Spec& p, char default_align) {
  // Width counts code points (UTF-8 continuation bytes are not characters).
  size_t len = prefix.size();
  for (unsigned char c : body) len += (c & 0xC0) != 0x80;
  if (p.width < 0 || static_cast<size_t>(p.width) <= len) return prefix + body;
  if (p.width > kMaxFormattedChars) throw std::bad_alloc();  // Note [Format sizes]
  size_t n = static_cast<size_t>(p.width) - len;
  std::string fill(n, p.fill);
  char def = p.zero && default_align == '>' ? '=' : default_align;  // numbers align right
  switch (p.align ? p.align : def) {
    case '<': return prefix + body + fill;
    case '^': return std::string(n / 2, p.fill) + prefix + body + std::string(n - n / 2, p.fill);
    case '=': return prefix + fill + body;
    default: return fill + prefix + body;
  }
}

/// `digits` grouped; with `0` padding to the right of the sign ('=', fill
/// '0'), CPython pads with grouped zeros ('00,001,234'): leading zeros join
/// the digits until prefix + grouped digits + `rest` reach the width.
std::string groupPadded(std::string digits, const std::string& prefix, const std::string& rest, const Spec& p,
                        size_t interval) {
  std::string body = group(digits, p.grouping, interval);
  bool zero_fill = p.fill == '0' && (p.align == '=' || (!p.align && p.zero));
  if (!p.grouping || !zero_fill || p.width > kMaxFormattedChars) return body;
  int64_t room = p.width - static_cast<int64_t>(prefix.size() + rest.size());
  auto grouped_len = [&](int64_t d) { return d + (d - 1) / static_cast<int64_t>(interval); };
  int64_t d = static_cast<int64_t>(digits.size());
  if (grouped_len(d) >= room) return body;
  d = std::max(d, room * static_cast<int64_t>(interval) / static_cast<int64_t>(interval + 1) - 1);
  while (grouped_len(d) < room) ++d;
  return group(std::string(static_cast<size_t>(d) - digits.size(), '0') + digits, p.grouping, interval);
}

std::string signOf(bool negative, const Spec& p) {
  if (negative) return "-";
  if (p.sign == '+') return "+";
  if (p.sign == ' ') return " ";
  return "";
}

std::string printfDouble(const char* conv, int64_t precision, double v, bool alternate) {
  if (precision > std::numeric_limits<int>::max()) valueError("precision too big");  // Note [Format sizes]
  std::string fmt = std::string("%") + (alternate ? "#" : "") + ".*" + conv;
  int n = std::snprintf(nullptr, 0, fmt.c_str(), static_cast<int>(precision), v);
  if (n < 0) throw std::bad_alloc();
  std::string out(static_cast<size_t>(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), fmt.c_str(), static_cast<int>(precision), v);
  out.resize(static_cast<size_t>(n));
  return out;
}

/// Python's general format with no type and a precision: like `g`, but a
/// result in fixed notation keeps at least one fractional digit.
std::string generalNoType(double v, int64_t precision) {
  std::string s = printfDouble("g", precision == 0 ? 1 : precision, v, false);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

}  // namespace

std::string pyFormatStr(const std::string& s, const std::string& spec) {
  Spec p = parseSpec(spec);
  if (p.type && p.type != 's') valueError("Unknown format code '" + typeCode(p.type) + "' for object of type 'str'");
  if (p.sign != '-') valueError("Sign not allowed in string format specifier");
  if (p.alternate) valueError("Alternate form (#) not allowed in string format specifier");
  if (p.align == '=') valueError("'=' alignment not allowed in string format specifier");
  if (p.grouping) valueError(std::string("Cannot specify '") + p.grouping + "' with 's'.");
  std::string body = s;
  if (p.precision >= 0 && static_cast<size_t>(p.precision) < body.size()) body.resize(static_cast<size_t>(p.precision));
  return pad("", body, p, '<');
}

std::string pyFormatInt(int64_t v, const std::string& spec) {
  Spec p = parseSpec(spec);
  switch (p.type) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
      return pyFormatFloat(static_cast<double>(v), spec);
    case 0: case 'd': case 'n': case 'b': case 'o': case 'x': case 'X': case 'c': break;
    default: valueError("Unknown format code '" + typeCode(p.type) + "' for object of type 'int'");
  }
  if (p.precision >= 0) valueError("Precision not allowed in integer format specifier");
  if (p.type == 'c') {
    if (p.sign != '-') valueError("Sign not allowed with integer format specifier 'c'");
    if (v < 0 || v > 0x10ffff) throw Error("%c arg not in range(0x110000)", ErrorKind::OverflowError);
    std::string ch;
    uint32_t c = static_cast<uint32_t>(v);  // UTF-8 encode
    if (c < 0x80) ch += static_cast<char>(c);
    else if (c < 0x800) ch += {static_cast<char>(0xc0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3f))};
    else if (c < 0x10000)
      ch += {static_cast<char>(0xe0 | (c >> 12)), static_cast<char>(0x80 | ((c >> 6) & 0x3f)),
             static_cast<char>(0x80 | (c & 0x3f))};
    else
      ch += {static_cast<char>(0xf0 | (c >> 18)), static_cast<char>(0x80 | ((c >> 12) & 0x3f)),
             static_cast<char>(0x80 | ((c >> 6) & 0x3f)), static_cast<char>(0x80 | (c & 0x3f))};
    return pad("", ch, p, '>');
  }
  int base = p.type == 'b' ? 2 : p.type == 'o' ? 8 : (p.type == 'x' || p.type == 'X') ? 16 : 10;
  if (p.grouping == ',' && base != 10) valueError("Cannot specify ',' with '" + typeCode(p.type) + "'.");
  uint64_t mag = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  const char* digits = p.type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string body;
  do {
    body.insert(body.begin(), digits[mag % static_cast<uint64_t>(base)]);
    mag /= static_cast<uint64_t>(base);
  } while (mag);
  std::string prefix = signOf(v < 0, p);
  if (p.alternate && base != 10) prefix += base == 2 ? "0b" : base == 8 ? "0o" : p.type == 'X' ? "0X" : "0x";
  body = groupPadded(body, prefix, "", p, base == 10 ? 3 : 4);
  return pad(prefix, body, p, '>');
}

std::string pyFormatFloat(double v, const std::string& spec) {
  Spec p = parseSpec(spec);
  switch (p.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%': break;
    default: valueError("Unknown format code '" + typeCode(p.type) + "' for object of type 'float'");
  }
  bool upper = p.type == 'E' || p.type == 'F' || p.type == 'G';
  bool negative = std::signbit(v) && !std::isnan(v);
  double mag = std::fabs(v);
  std::string body;
  if (std::isinf(mag) || std::isnan(mag)) {
    body = std::isnan(mag) ? "nan" : "inf";
    if (upper) body = std::isnan(mag) ? "NAN" : "INF";
    if (p.type == '%') body += '%';
  } else {
    int64_t prec = p.precision;
    switch (p.type) {
      case 0: body = prec < 0 ? pythonFloatRepr(mag) : generalNoType(mag, prec); break;
      case 'e': case 'E': body = printfDouble(upper ? "E" : "e", prec < 0 ? 6 : prec, mag, p.alternate); break;
      case 'f': case 'F': body = printfDouble("f", prec < 0 ? 6 : prec, mag, p.alternate); break;
      case '%': body = printfDouble("f", prec < 0 ? 6 : prec, mag * 100, p.alternate) + "%"; break;
      default: {  // g, G, n
        int64_t gp = prec < 0 ? 6 : prec == 0 ? 1 : prec;
        body = printfDouble(upper ? "G" : "g", gp, mag, p.alternate);
      }
    }
    // `z` and values that round to zero: -0.00 prints without its sign.
    if (p.no_neg_zero && negative && body.find_first_of("123456789") == std::string::npos) negative = false;
    if (p.grouping) {
      size_t end = body.find_first_not_of("0123456789");
      if (end == std::string::npos) end = body.size();
      std::string rest = body.substr(end);
      body = groupPadded(body.substr(0, end), signOf(negative, p), rest, p, 3) + rest;
    }
  }
  return pad(signOf(negative, p), body, p, '>');
}

}  // namespace ts
