// ===--- lexer_test.cpp - tokenizer golden tests --------------------------=== //
#include "frontend/lexer.h"

#include <gtest/gtest.h>

namespace ts {
namespace {

// Kinds only, space separated, for compact expectations.
std::string kinds(const std::string& text) {
  auto src = Source::make("t.py", text);
  std::string out;
  for (const Token& t : tokenize(src)) {
    if (!out.empty()) out += ' ';
    out += tokenKindName(t.kind);
  }
  return out;
}

std::string lexError(const std::string& text) {
  try {
    tokenize(Source::make("t.py", text));
  } catch (const CompileError& e) {
    return e.rawMessage();
  }
  return "<no error>";
}

TEST(Lexer, IndentDedentNewline) {
  EXPECT_EQ(kinds("if x:\n    y\n\n    # c\n  \nz\n"),
            "KwIf Identifier Colon Newline Indent Identifier Newline Dedent Identifier Newline "
            "EndOfFile");
  EXPECT_EQ(kinds("def f():\n  if a:\n    b"),
            "KwDef Identifier LParen RParen Colon Newline Indent KwIf Identifier Colon Newline "
            "Indent Identifier Newline Dedent Dedent EndOfFile");
  EXPECT_EQ(kinds(""), "EndOfFile");
  EXPECT_EQ(kinds("\n\n# only comments\n"), "EndOfFile");
}

TEST(Lexer, ImplicitAndExplicitLineJoining) {
  EXPECT_EQ(kinds("f(a,\n      b)\nx = [\n1,\n]\n"),
            "Identifier LParen Identifier Comma Identifier RParen Newline Identifier Equal "
            "LBracket Number Comma RBracket Newline EndOfFile");
  EXPECT_EQ(kinds("x = 1 + \\\n    2\n"), "Identifier Equal Number Plus Number Newline EndOfFile");
  EXPECT_EQ(kinds("x = 1 + \\\r\n    2\r\n"), "Identifier Equal Number Plus Number Newline EndOfFile");
}

TEST(Lexer, Operators) {
  EXPECT_EQ(kinds("a **= b //= c @= d -> e := f ... g != h <<= i >>= j"),
            "Identifier DoubleStarEqual Identifier DoubleSlashEqual Identifier AtEqual Identifier "
            "Arrow Identifier ColonEqual Identifier Ellipsis Identifier NotEqual Identifier "
            "LeftShiftEqual Identifier RightShiftEqual Identifier Newline EndOfFile");
  EXPECT_EQ(kinds("** // ** * / % @ | ^ & ~ << >> == <= >= < > ="),
            "DoubleStar DoubleSlash DoubleStar Star Slash Percent At Pipe Caret Ampersand Tilde "
            "LeftShift RightShift EqEqual LessEqual GreaterEqual Less Greater Equal Newline "
            "EndOfFile");
}

TEST(Lexer, Numbers) {
  auto src = Source::make("t.py", "1 0x1F 0o17 0b1_01 1_000 1.5 .5 5. 1e10 1.5E-3 2j 1.5j 0 00 1if");
  std::string dump = dumpTokens(*src, tokenize(src));
  EXPECT_NE(dump.find("Number '0x1F'"), std::string::npos);
  EXPECT_NE(dump.find("Number '0b1_01'"), std::string::npos);
  EXPECT_NE(dump.find("Number '.5'"), std::string::npos);
  EXPECT_NE(dump.find("Number '1.5E-3'"), std::string::npos);
  EXPECT_NE(dump.find("Number '1.5j'"), std::string::npos);
  EXPECT_NE(dump.find("Number '1' @1:60\nKwIf"), std::string::npos) << dump;
  EXPECT_EQ(lexError("x = 012"),
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for "
            "octal integers");
  EXPECT_EQ(lexError("x = 1__0"), "invalid decimal literal");
  EXPECT_EQ(lexError("x = 0x"), "invalid hexadecimal literal");
  EXPECT_EQ(lexError("x = 12abc"), "invalid decimal literal");
}

TEST(Lexer, Strings) {
  EXPECT_EQ(kinds("'a' \"b\" '''c\n''' \"\"\"d\"\"\" r'\\'' b'x' rb'y' Br\"z\" f'{x}' u'u' FR'q'"),
            "String String String String String String String String String String String "
            "Newline EndOfFile");
  EXPECT_EQ(kinds("ub'x'"), "Identifier String Newline EndOfFile");  // not a valid prefix
  EXPECT_EQ(lexError("x = 'abc\n"), "unterminated string literal (detected at line 1)");
  EXPECT_EQ(lexError("x = '''abc\n\n"), "unterminated triple-quoted string literal (detected at line 2)");
  auto src = Source::make("t.py", "rb'x'");
  std::vector<Token> toks = tokenize(src);
  EXPECT_EQ(toks[0].aux, 2u);  // aux = offset of the opening quote
}

TEST(Lexer, TypeComments) {
  auto src = Source::make("t.py",
                          "def f(a):\n    # type: (int) -> int\n    x = []  # type: List[int]\n"
                          "    y = g(1,  # type: int\n    )\n    z = 1  # type: ignore\n"
                          "    # type: not kept here\n");
  std::string dump = dumpTokens(*src, tokenize(src));
  EXPECT_NE(dump.find("Newline @1:9\nTypeComment '(int) -> int' @2:4\nIndent"), std::string::npos) << dump;
  EXPECT_NE(dump.find("TypeComment 'List[int]' @3:12\nNewline"), std::string::npos) << dump;
  EXPECT_EQ(dump.find("'int' @4"), std::string::npos) << dump;   // inside brackets: dropped
  EXPECT_EQ(dump.find("ignore"), std::string::npos) << dump;
  EXPECT_EQ(dump.find("not kept"), std::string::npos) << dump;
}

TEST(Lexer, Errors) {
  EXPECT_EQ(lexError("if x:\n    a\n  b\n"), "unindent does not match any outer indentation level");
  EXPECT_EQ(lexError("x = (1,\n2\n"), "'(' was never closed");
  EXPECT_EQ(lexError("x = 1)"), "unmatched ')'");
  EXPECT_EQ(lexError("x = (1]"), "closing parenthesis ']' does not match opening parenthesis '('");
  EXPECT_EQ(lexError("x = 1 \\ 2"), "unexpected character after line continuation character");
  EXPECT_EQ(lexError("x = $"), "invalid syntax");
  EXPECT_EQ(lexError("a \xe2\x86\x92 b"), "invalid character '\xe2\x86\x92' (U+2192)");
  EXPECT_EQ(lexError(std::string(300, '(')), "too many nested parentheses");
}

TEST(Lexer, UnicodeIdentifiers) {
  EXPECT_EQ(kinds("\xc3\xa9t\xc3\xa9 = 1"), "Identifier Equal Number Newline EndOfFile");
}

// CPython 3.11 rejects a NUL byte or bad UTF-8 anywhere in a file, strings
// and comments included (the NUL's message used to be cut at the NUL).
template <size_t N>
std::string bytes(const char (&text)[N]) {
  return std::string(text, N - 1);  // keeps embedded NULs
}

std::string fileError(const std::string& text) {
  try {
    tokenize(Source::make("f.py", text));
  } catch (const SyntaxError& e) {
    return e.pythonFormat();
  }
  return "<no error>";
}

TEST(Lexer, NulBytes) {
  EXPECT_EQ(fileError(bytes("x = 1\n  y = 2\0z = 3\nprint(x)\n")),
            "  File \"f.py\", line 2\n    y = 2\nSyntaxError: source code cannot contain null bytes\n");
  EXPECT_EQ(fileError(bytes("s = 'a\0b'\n")),
            "  File \"f.py\", line 1\n    s = 'a\nSyntaxError: source code cannot contain null bytes\n");
  EXPECT_EQ(fileError(bytes("x = 1\n# a\0b\n")),
            "  File \"f.py\", line 2\n    # a\nSyntaxError: source code cannot contain null bytes\n");
}

TEST(Lexer, InvalidUtf8) {
  const std::string tail = " in file f.py on line 2, but no encoding declared; see https://peps.python.org/pep-0263/ for details\n";
  EXPECT_EQ(fileError("x = 1\ns = 'a\xff" "b'\n"), "SyntaxError: Non-UTF-8 code starting with '\\xff'" + tail);
  EXPECT_EQ(fileError("x = 1\n# \xc3\n"), "SyntaxError: Non-UTF-8 code starting with '\\xc3'" + tail);
  EXPECT_EQ(fileError("x = 1\ns = '\xed\xa0\x80'\n"), "SyntaxError: Non-UTF-8 code starting with '\\xed'" + tail)
      << "a surrogate";
  EXPECT_EQ(fileError("x = 1\ns = '\xc0\xaf'\n"), "SyntaxError: Non-UTF-8 code starting with '\\xc0'" + tail)
      << "an overlong form";
  EXPECT_EQ(fileError("s = '\xc3\xa9\xf0\x9f\x98\x80' # \xe2\x86\x92\n"), "<no error>");
  EXPECT_EQ(kinds("\xef\xbb\xbfx = 1"), "Identifier Equal Number Newline EndOfFile") << "a byte order mark";
}

TEST(Lexer, ExpressionMode) {
  auto src = Source::make("", "xx (int,\n float) -> int");
  std::vector<Token> toks = tokenizeExpression(src, 3, src->size());
  std::string out;
  for (const Token& t : toks) out += std::string(tokenKindName(t.kind)) + " ";
  EXPECT_EQ(out, "LParen Identifier Comma Identifier RParen Arrow Identifier EndOfFile ");
  EXPECT_EQ(toks[0].start, 3u);
}

}  // namespace
}  // namespace ts
