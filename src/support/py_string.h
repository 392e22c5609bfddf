// ===--- py_string.h - TorchScript's str methods on UTF-8 byte strings ------=== //
// TorchScript strings are byte strings: lengths, indices and slices count
// UTF-8 bytes and case handling is ASCII only. Each function reproduces what
// PyTorch 1.13's aten::<method> does, quirks included; see Note [str quirks].
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

// Note [str quirks]
// PyTorch 1.13 is followed wherever it returns a result, even where that
// differs from CPython: strip()'s default set is " \n\t\f\v" (no '\r');
// split(None, n) ignores n; rsplit's default separator is " "; zfill pads
// before the sign ("-42".zfill(5) == "00-42"); find/count/startswith take
// end=-1 as "to the end" and do not clamp a start past the end;
// splitlines() treats "\r\n" as two breaks and keepends=True emits each
// break as its own element; expandtabs() never resets its column;
// isidentifier() uses Python 2 rules (no '_'); error messages are PyTorch's,
// including the libstdc++ ones ("basic_string::at: ..."). Where PyTorch hangs,
// crashes or cuts a UTF-8 sequence in half, the sensible result is given:
// count("") and replace("", x) follow CPython, rsplit("") raises like
// split(""), split()/splitlines() recognise U+0085/U+2028/U+2029 only as whole
// sequences, strip(chars), fill characters, chr() and ord() work on code
// points, and a negative center() width returns the string. All errors are
// ts::Error with ErrorKind::RuntimeError and PyTorch's text (e.g.
// "ValueError: substring not found"), which prints as PyTorch prints it.

/// The default character set of strip/lstrip/rstrip in TorchScript.
inline constexpr std::string_view kStripChars = " \n\t\f\v";

/// s[i] (one byte). Out of range: PyTorch's "basic_string::at: __n (which is
/// N) >= this->size() (which is S)" error.
std::string strAt(std::string_view s, int64_t index);
/// s[start:stop:step] with Python's index rules (step may be negative).
std::string strSlice(std::string_view s, std::optional<int64_t> start, std::optional<int64_t> stop,
                     int64_t step = 1);

/// s.split(sep, maxsplit). sep == nullopt splits on runs of whitespace.
std::vector<std::string> strSplit(std::string_view s, std::optional<std::string_view> sep,
                                  int64_t maxsplit = -1);
/// s.rsplit(sep, maxsplit); maxsplit counts from the right.
std::vector<std::string> strRsplit(std::string_view s, std::string_view sep = " ",
                                   int64_t maxsplit = -1);
/// s.splitlines(keepends).
std::vector<std::string> strSplitlines(std::string_view s, bool keepends = false);
/// sep.join(parts).
std::string strJoin(std::string_view sep, const std::vector<std::string>& parts);
/// s.partition(sep) / s.rpartition(sep): (before, sep, after).
std::array<std::string, 3> strPartition(std::string_view s, std::string_view sep);
std::array<std::string, 3> strRpartition(std::string_view s, std::string_view sep);

/// s.strip(chars), s.lstrip(chars), s.rstrip(chars).
std::string strStrip(std::string_view s, std::string_view chars = kStripChars);
std::string strLstrip(std::string_view s, std::string_view chars = kStripChars);
std::string strRstrip(std::string_view s, std::string_view chars = kStripChars);

/// ASCII case mapping: lower, upper, swapcase, capitalize, title.
std::string strLower(std::string_view s);
std::string strUpper(std::string_view s);
std::string strSwapcase(std::string_view s);
std::string strCapitalize(std::string_view s);
std::string strTitle(std::string_view s);

/// s.find / rfind / index / rindex / count(sub, start, end) with TorchScript's
/// defaults (start=0, end=-1 meaning the end of the string).
int64_t strFind(std::string_view s, std::string_view sub, int64_t start = 0, int64_t end = -1);
int64_t strRfind(std::string_view s, std::string_view sub, int64_t start = 0, int64_t end = -1);
int64_t strIndex(std::string_view s, std::string_view sub, int64_t start = 0, int64_t end = -1);
int64_t strRindex(std::string_view s, std::string_view sub, int64_t start = 0, int64_t end = -1);
int64_t strCount(std::string_view s, std::string_view sub, int64_t start = 0, int64_t end = -1);
/// s.startswith / endswith(sub, start, end).
bool strStartswith(std::string_view s, std::string_view sub, int64_t start = 0, int64_t end = -1);
bool strEndswith(std::string_view s, std::string_view sub, int64_t start = 0, int64_t end = -1);
/// s.replace(old, new, count); count < 0 replaces all.
std::string strReplace(std::string_view s, std::string_view old_sub, std::string_view new_sub,
                       int64_t count = -1);

/// Predicates (ASCII; empty string -> false except isprintable).
bool strIsdigit(std::string_view s);
bool strIsalpha(std::string_view s);
bool strIsalnum(std::string_view s);
bool strIsspace(std::string_view s);
bool strIsdecimal(std::string_view s);
bool strIsnumeric(std::string_view s);
bool strIslower(std::string_view s);
bool strIsupper(std::string_view s);
bool strIstitle(std::string_view s);
bool strIsidentifier(std::string_view s);
bool strIsprintable(std::string_view s);

/// Padding: zfill(width), center/ljust/rjust(width, fillchar), expandtabs.
std::string strZfill(std::string_view s, int64_t width);
std::string strCenter(std::string_view s, int64_t width, std::string_view fillchar = " ");
std::string strLjust(std::string_view s, int64_t width, std::string_view fillchar = " ");
std::string strRjust(std::string_view s, int64_t width, std::string_view fillchar = " ");
std::string strExpandtabs(std::string_view s, int64_t tabsize = 8);

/// chr(i): the UTF-8 encoding of code point i. PyTorch emits one raw byte
/// (invalid UTF-8 for i >= 128) and rejects 0x10FFFF; this encodes properly
/// and accepts [0, 0x110000), with PyTorch's message otherwise.
std::string strChr(int64_t codepoint);
/// ord(s) of a one-character string (one UTF-8 sequence); otherwise
/// "String for ord() must be 1 character, found <bytes>".
int64_t strOrd(std::string_view s);

/// Python's repr(str) of UTF-8 text: `'a'`, `"it's"`, `'\n'`, `'\x00'`,
/// `'é'`; bytes that are not valid UTF-8 print as `\xNN`.
std::string pythonStrRepr(std::string_view s);

/// Python's repr(bytes): `b'abc'`, `b"it's"`, `b'\x00\xff'`.
std::string pythonBytesRepr(std::string_view s);

/// c10::printQuotedString, used for string constants in graphs and `.code`:
/// double quotes, C escapes (`\'` too), other bytes outside 0x20..0x7e as
/// three octal digits. Bytes >= 0x80 go through PyTorch's signed-char
/// arithmetic (e.g. "\xc3" -> `\0)+`), reproduced as-is.
std::string scriptQuotedString(std::string_view s);

/// int(s) in TorchScript (std::stoll plus a full-consumption check): leading
/// whitespace and a sign are accepted, trailing characters are not.
int64_t parseScriptInt(std::string_view s);
/// float(s) in TorchScript (std::stod): also accepts inf/nan/hex floats;
/// out-of-range values (including subnormals) fail like PyTorch.
double parseScriptFloat(std::string_view s);

}  // namespace ts
