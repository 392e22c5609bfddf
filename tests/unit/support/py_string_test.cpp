// ===--- py_string_test.cpp - str methods where PyTorch hangs or breaks -----=== //
// The bulk of the expectations is generated from PyTorch (py_string_golden_
// test.cpp). These cases are where PyTorch 1.13 hangs, crashes or returns
// broken UTF-8, so the sensible (CPython) answer is checked instead.
#include "support/py_string.h"

#include <gtest/gtest.h>

#include "golden_runner.h"
#include "support/error.h"

namespace ts {
namespace {

using Strs = std::vector<std::string>;
using Parts = std::array<std::string, 3>;

std::string errorOf(void (*fn)()) {
  try {
    fn();
  } catch (const Error& e) {
    return std::string(errorKindName(e.kind())) + ": " + e.what();
  }
  return "no error";
}

TEST(PyString, EmptyPatternsTerminate) {
  // PyTorch loops forever on these.
  EXPECT_EQ(strCount("abc", ""), 4);
  EXPECT_EQ(strCount("abc", "", 1), 3);
  EXPECT_EQ(strCount("abc", "", 3), 1);
  EXPECT_EQ(strCount("abc", "", 4), 0);
  EXPECT_EQ(strCount("abc", "", 2, 1), 0);
  EXPECT_EQ(strCount("", ""), 1);
  EXPECT_EQ(strReplace("abc", "", "-"), "-a-b-c-");
  EXPECT_EQ(strReplace("abc", "", "-", 2), "-a-bc");
  EXPECT_EQ(strReplace("abc", "", "-", 0), "abc");
  EXPECT_EQ(strReplace("", "", "x"), "x");
  EXPECT_EQ(strReplace("\xc3\xa9t\xc3\xa9", "", "|"), "|\xc3\xa9|t|\xc3\xa9|");
  EXPECT_EQ(errorOf([] { strRsplit("abc", ""); }), "RuntimeError: ValueError: empty separator");
  EXPECT_EQ(errorOf([] { strSplit("abc", std::string_view("")); }),
            "RuntimeError: ValueError: empty separator");
}

TEST(PyString, NegativeCenterWidthReturnsString) {
  EXPECT_EQ(strCenter("abc", -3), "abc");
  EXPECT_EQ(strCenter("", -1, "*"), "");
}

TEST(PyString, Utf8IsNotCutInHalf) {
  // PyTorch's whitespace set contains the lone bytes 0x85, 0xA8, 0xA9, 0xE2, 0x80.
  EXPECT_EQ(strSplit("caf\xc3\xa9 x", std::nullopt), (Strs{"caf\xc3\xa9", "x"}));
  EXPECT_EQ(strSplit("\xc3\x85\xe2\x80\xa6", std::nullopt), (Strs{"\xc3\x85\xe2\x80\xa6"}));
  EXPECT_EQ(strSplit("a\xc2\x85"
                     "b\xe2\x80\xa8"
                     "c\xe2\x80\xa9"
                     "d",
                     std::nullopt),
            (Strs{"a", "b", "c", "d"}));
  EXPECT_EQ(strSplitlines("a\xc2\x85"
                          "b\xe2\x80\xa9"),
            (Strs{"a", "b"}));
  EXPECT_EQ(strSplitlines("a\xe2\x80\xa8"
                          "b",
                          true),
            (Strs{"a", "\xe2\x80\xa8", "b"}));
  EXPECT_EQ(strSplitlines("\xc3\xa9\xc3\xa8"), (Strs{"\xc3\xa9\xc3\xa8"}));
  // strip() characters are code points, not bytes.
  EXPECT_EQ(strStrip("\xc3\xa9\xc3\xaa\xc3\xa9", "\xc3\xa9"), "\xc3\xaa");
  EXPECT_EQ(strLstrip("\xc3\xaa"
                      "a",
                      "\xc3\xa9"),
            "\xc3\xaa"
            "a");
  EXPECT_EQ(strRstrip("a\xc3\xaa", "\xc3\xa9"), "a\xc3\xaa");
  // A multi-byte fill character is one character.
  EXPECT_EQ(strCenter("ab", 4, "\xc3\xa9"),
            "\xc3\xa9"
            "ab\xc3\xa9");
  EXPECT_EQ(strLjust("ab", 3, "\xc3\xa9"), "ab\xc3\xa9");
  EXPECT_EQ(strRjust("ab", 3, "\xe2\x82\xac"),
            "\xe2\x82\xac"
            "ab");
  EXPECT_EQ(errorOf([] { strLjust("ab", 3, "\xc3\xa9x"); }),
            "RuntimeError: TypeError: The fill character must be exactly one character long");
}

TEST(PyString, QuirksKeptFromPyTorch) {
  EXPECT_EQ(strZfill("-42", 5), "00-42");
  EXPECT_EQ(strStrip("\r x \r"), "\r x \r");
  EXPECT_EQ(strSplit("a b  c", std::nullopt, 1), (Strs{"a", "b", "c"}));
  EXPECT_EQ(strSplitlines("a\r\nb"), (Strs{"a", "", "b"}));
  EXPECT_EQ(strSplitlines("a\r\nb\n", true), (Strs{"a", "\r", "", "\n", "b", "\n"}));
  EXPECT_EQ(strCenter("abc", 8, "*"), "**abc***");
  EXPECT_EQ(strCenter("ab", 7, "*"), "***ab**");
  EXPECT_FALSE(strIsidentifier("_x"));
  EXPECT_EQ(strFind("abc", "", 5), 5);
  EXPECT_TRUE(strStartswith("abc", "bc", 1, 0));  // negative length: rest of string
  EXPECT_EQ(strPartition("abc", ""), (Parts{"", "", "abc"}));
  EXPECT_EQ(strRpartition("abc", ""), (Parts{"abc", "", ""}));
  EXPECT_EQ(strExpandtabs("ab\ncd\te", 4), "ab\ncd   e");  // no column reset at a newline
  EXPECT_EQ(errorOf([] { strAt("abc", -4); }),
            "RuntimeError: basic_string::at: __n (which is 18446744073709551615) >= "
            "this->size() (which is 3)");
  EXPECT_EQ(errorOf([] { strStartswith("abc", "a", 10); }),
            "RuntimeError: basic_string::substr: __pos (which is 10) > this->size() (which is 3)");
  EXPECT_EQ(errorOf([] { strIndex("abc", "z"); }), "RuntimeError: ValueError: substring not found");
  EXPECT_EQ(errorOf([] { parseScriptInt(" 7 "); }),
            "RuntimeError: invalid literal for int() with base 10: ' 7 '");
  EXPECT_EQ(errorOf([] { parseScriptInt(""); }), "RuntimeError: stoll");
  EXPECT_EQ(errorOf([] { parseScriptFloat("x"); }), "RuntimeError: stod");
}

TEST(PyString, ReprOfInvalidUtf8ShowsBytes) {
  EXPECT_EQ(pythonStrRepr("a\xff"
                          "b"),
            "'a\\xffb'");
  EXPECT_EQ(pythonStrRepr("\xc3"), "'\\xc3'");
  EXPECT_EQ(pythonStrRepr("\xed\xa0\x80"), "'\\xed\\xa0\\x80'");  // encoded surrogate
  EXPECT_EQ(pythonStrRepr("\xc0\xaf"), "'\\xc0\\xaf'");           // overlong '/'
  EXPECT_EQ(pythonStrRepr(std::string("a\0b", 3)), "'a\\x00b'");
}

TEST(PyString, SlicingLongStrings) {
  std::string s(1000, 'x');
  s[999] = 'y';
  EXPECT_EQ(strSlice(s, -1, std::nullopt), "y");
  EXPECT_EQ(strSlice(s, std::nullopt, std::nullopt, -500), "yx");
  EXPECT_EQ(strSlice(s, std::nullopt, std::nullopt, 1).size(), 1000u);
}

TEST(GoldenRunner, RendersAndDetectsMismatches) {
  using namespace std::string_view_literals;  // NOLINT: literal suffix only
  EXPECT_EQ(runGolden({"zfill"sv, {"-42"sv, "5"sv}, ""sv}), "s5:00-42");
  EXPECT_EQ(runGolden({"split"sv, {"a,b"sv, ","sv, "-1"sv}, ""sv}), "l[s1:a,s1:b]");
  EXPECT_EQ(runGolden({"index"sv, {"a"sv, "z"sv, "0"sv, "-1"sv}, ""sv}),
            "E:ValueError: substring not found");
  EXPECT_EQ(runGolden({"float"sv, {"0.5"sv}, "f:0x1.0p-1"sv}), "f:0x1.0p-1");
  EXPECT_NE(runGolden({"float"sv, {"0.5"sv}, "f:0x1.0p-2"sv}), "f:0x1.0p-2");
  EXPECT_EQ(runGolden({"nosuchop"sv, {}, ""sv}), "unknown op");
}

}  // namespace
}  // namespace ts

namespace ts {
namespace {

TEST(PyString, ChrOrd) {
  // From PyTorch 1.13 where it is well defined; UTF-8 (CPython) above 127.
  EXPECT_EQ(strChr(65), "A");
  EXPECT_EQ(strChr(0), std::string(1, '\0'));
  EXPECT_EQ(strChr(127), "\x7f");
  EXPECT_EQ(strChr(233), "\xc3\xa9");
  EXPECT_EQ(strChr(0x20AC), "\xe2\x82\xac");
  EXPECT_EQ(strChr(0x10FFFF), "\xf4\x8f\xbf\xbf");
  EXPECT_EQ(errorOf([] { strChr(0x110000); }),
            "RuntimeError: chr() arg not in range(0x110000), found 1114112");
  EXPECT_EQ(errorOf([] { strChr(-1); }),
            "RuntimeError: chr() arg not in range(0x110000), found -1");
  EXPECT_EQ(strOrd("A"), 65);
  EXPECT_EQ(strOrd(std::string(1, '\0')), 0);
  EXPECT_EQ(strOrd("\xc3\xa9"), 233);
  EXPECT_EQ(strOrd(strChr(0x10FFFF)), 0x10FFFF);
  EXPECT_EQ(errorOf([] { strOrd(""); }),
            "RuntimeError: String for ord() must be 1 character, found 0");
  EXPECT_EQ(errorOf([] { strOrd("ab"); }),
            "RuntimeError: String for ord() must be 1 character, found 2");
  EXPECT_EQ(errorOf([] { strOrd("\xc3"); }),
            "RuntimeError: String for ord() must be 1 character, found 1");
}

}  // namespace
}  // namespace ts

namespace ts {
namespace {

TEST(PyString, ScriptQuotedStringMatchesGraphPrinter) {
  // The prim::Constant PyTorch 1.13 prints in f.graph for this literal.
  std::string s = "a\\b'c\"d\a\b\f\n\r\t\v";
  s += std::string("\0\x01\x1f\x7f \xc3\xa9\xe2\x82\xac", 10);
  EXPECT_EQ(scriptQuotedString(s),
            R"("a\\b\'c\"d\a\b\f\n\r\t\v\000\001\037\177 \0)+\/.)\0-*\/)*\/.,")");
  EXPECT_EQ(scriptQuotedString(""), "\"\"");
}

}  // namespace
}  // namespace ts
