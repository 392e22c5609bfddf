// ===--- source_test.cpp - Source line tables and PyTorch highlights ------=== //
// Expected highlight texts were captured from PyTorch 1.13.1 error messages.
#include "frontend/source.h"

#include <gtest/gtest.h>

#include "frontend/ast.h"
#include "frontend/parser.h"

namespace ts {
namespace {

SourceRange find(const std::shared_ptr<const Source>& src, const std::string& needle,
                 size_t len = std::string::npos, size_t from = 0) {
  size_t at = src->text().find(needle, from);
  EXPECT_NE(at, std::string::npos) << needle;
  if (len == std::string::npos) len = needle.size();
  return SourceRange(src, static_cast<uint32_t>(at), static_cast<uint32_t>(at + len));
}

TEST(Source, LinesAndColumns) {
  auto src = Source::make("f.py", "ab\ncd\n\nefg");
  EXPECT_EQ(src->numLines(), 4u);
  EXPECT_EQ(src->lineOf(0), 1u);
  EXPECT_EQ(src->lineOf(2), 1u);  // the newline belongs to its line
  EXPECT_EQ(src->lineOf(3), 2u);
  EXPECT_EQ(src->lineOf(6), 3u);
  EXPECT_EQ(src->lineOf(9), 4u);
  EXPECT_EQ(src->columnOf(9), 2u);
  EXPECT_EQ(src->lineStart(4), 7u);
  SourceRange r(src, 3, 5);
  EXPECT_EQ(r.text(), "cd");
  EXPECT_EQ(r.line(), 2u);
  EXPECT_EQ(r.column(), 0u);
}

// lang_errors/annotated_float_from_int: context is clipped to the function's
// source (from its decorator line), two lines before, up to two after.
TEST(Source, HighlightClippedToFunction) {
  auto src = Source::make("/t/x.py",
                          "import torch\n\n\n@torch.jit.script\n"
                          "def ratio(n: int) -> float:\n"
                          "    # Python accepts this; TorchScript does not promote the int literal.\n"
                          "    r: float = 1\n"
                          "    return r / n\n\n\nprint(\"not reached\")\n");
  auto module = parseFile(src);
  auto* fn = module->body[1]->as<ast::FunctionDef>();
  ASSERT_NE(fn, nullptr);
  EXPECT_EQ(fn->source_extent.text(),
            "@torch.jit.script\ndef ratio(n: int) -> float:\n"
            "    # Python accepts this; TorchScript does not promote the int literal.\n"
            "    r: float = 1\n    return r / n\n");
  SourceRange r = find(src, "r: float", 1);
  EXPECT_EQ(r.highlight(fn->source_extent),
            "  File \"/t/x.py\", line 7\n"
            "def ratio(n: int) -> float:\n"
            "    # Python accepts this; TorchScript does not promote the int literal.\n"
            "    r: float = 1\n"
            "    ~ <--- HERE\n"
            "    return r / n\n");
  CompileError err("Variable 'r' is annotated with type float but is being assigned to a value of type int",
                   r, fn->source_extent);
  EXPECT_EQ(std::string(err.what()),
            "Variable 'r' is annotated with type float but is being assigned to a value of type int:\n" +
                r.highlight(fn->source_extent));
  EXPECT_EQ(err.rawMessage().substr(0, 8), "Variable");
}

// A range spanning lines: every line underlined, HERE on the last.
TEST(Source, HighlightMultiLine) {
  auto src = Source::make("/tmp/fe/m2.py",
                          "import torch\n\n@torch.jit.script\ndef g(x: int) -> int:\n"
                          "    return \"a\" + \\\n      \"b\" + \\\n       \"c\"\n");
  auto module = parseFile(src);
  auto* fn = module->body[1]->as<ast::FunctionDef>();
  ASSERT_NE(fn, nullptr);
  SourceRange start = find(src, "return");
  SourceRange r(src, start.start, static_cast<uint32_t>(src->text().rfind('"')));
  EXPECT_EQ(r.highlight(fn->source_extent),
            "  File \"/tmp/fe/m2.py\", line 5\n"
            "@torch.jit.script\n"
            "def g(x: int) -> int:\n"
            "    return \"a\" + \\\n"
            "    ~~~~~~~~~~~~~~\n"
            "      \"b\" + \\\n"
            "      ~~~~~~~\n"
            "       \"c\"\n"
            "       ~~ <--- HERE\n");
}

// Runtime traceback entry: `, in NAME`, and the window keeps a trailing
// comment indented like the body (inspect.getsource does).
TEST(Source, HighlightTracebackEntry) {
  auto src = Source::make("/tmp/fe/m3.py",
                          "import torch\ndef h(x: int) -> int:\n    a = 1\n    b = 2\n    c = 3\n"
                          "    d = [1, 2]\n    return d[x]\n    # trailing comment\n# other\n\n"
                          "s = torch.jit.script(h)\ns(5)\n");
  auto module = parseFile(src);
  auto* fn = module->body[1]->as<ast::FunctionDef>();
  ASSERT_NE(fn, nullptr);
  SourceRange r = find(src, "d[x]");
  EXPECT_EQ(r.highlight(fn->source_extent, "h"),
            "  File \"/tmp/fe/m3.py\", line 7, in h\n"
            "    c = 3\n"
            "    d = [1, 2]\n"
            "    return d[x]\n"
            "           ~~~~ <--- HERE\n"
            "    # trailing comment\n");
}

// Strings parsed on their own have no file name: no header line (PyTorch's
// parse_type_comment errors look like this).
TEST(Source, HighlightWithoutFilename) {
  auto src = Source::make("", "xs = []  # type: List[int]");
  SourceRange r(src, 0, 2);
  EXPECT_EQ(r.highlight(), "xs = []  # type: List[int]\n~~ <--- HERE\n");
  EXPECT_EQ(SourceRange().highlight(), "");
}

TEST(Source, HighlightWholeSourceIsVerbatim) {
  auto src = Source::make("f.py", "a = 1\nb = 2\n");
  EXPECT_EQ(SourceRange(src, 0, src->size()).highlight(), "a = 1\nb = 2\n");
}

TEST(Source, HighlightLongContext) {
  auto src = Source::make("f.py", "l1\nl2\nl3\nl4 x\nl5\nl6\nl7\n");
  SourceRange r = find(src, "x");
  EXPECT_EQ(r.highlight(), "  File \"f.py\", line 4\nl2\nl3\nl4 x\n   ~ <--- HERE\nl5\nl6\n");
}

TEST(Source, SyntaxErrorPythonFormat) {
  auto src = Source::make("/tmp/fe/se.py", "def f():\n  if x:\n      break\n");
  SyntaxError e("'break' outside loop", find(src, "break"));
  EXPECT_EQ(e.pythonFormat(),
            "  File \"/tmp/fe/se.py\", line 3\n    break\n    ^^^^^\nSyntaxError: 'break' outside loop\n");
}

}  // namespace
}  // namespace ts
