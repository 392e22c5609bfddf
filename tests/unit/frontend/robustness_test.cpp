// ===--- robustness_test.cpp - mutated input never crashes the frontend ---=== //
// Deterministic mutations (byte edits, truncations) of a representative
// program: parsing must either succeed or throw ts::Error. Run under ASan.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "frontend/parser.h"

namespace ts {
namespace {

const char* kProgram = R"PY(import torch
from typing import List, Optional

@torch.jit.script
def f(x: List[int], y: Optional[int] = None) -> int:
    # type: (List[int], Optional[int]) -> int
    total = 0  # type: int
    for i, v in enumerate(x[1:-1:2]):
        if v > 2 and not (v in x):
            total += v ** -2 // 3
        elif y is not None:
            total -= y
        else:
            continue
    s = f"{total!r:>{4}} {y=}" 'x' r'\d'
    d = {k: v for k, v in zip(x, x) if k}
    return total if total else (lambda q=1: q)()

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a, *self.b = 1, 2, 3
    def forward(self, x):
        with torch.no_grad() as g:
            try:
                return x @ x
            except Exception as e:
                raise ValueError("bad") from e
)PY";

// Small deterministic PRNG (no global state).
struct Rng {
  uint64_t s;
  uint32_t next() {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<uint32_t>(s >> 33);
  }
};

/// How parsing a mutated program ended.
struct Outcomes {
  int parsed = 0;
  int syntax_errors = 0;
  int other_errors = 0;
};

/// Parses `text`; an error must be a well-formed ts::Error (a SyntaxError
/// whose range lies in the text and whose Python rendering ends with its
/// message, or a RecursionError for nesting) -- anything else fails.
void parseChecked(const std::string& text, Outcomes& out) {
  try {
    std::unique_ptr<ast::Module> m = parseFile(Source::make("fuzz.py", text));
    EXPECT_FALSE(dumpAst(*m).empty());
    ++out.parsed;
  } catch (const SyntaxError& e) {
    ++out.syntax_errors;
    EXPECT_FALSE(e.rawMessage().empty()) << text;
    if (e.range().valid()) {
      EXPECT_LE(e.range().start, text.size()) << text;
      EXPECT_LE(e.range().start, e.range().end) << text;
    }
    std::string py = e.pythonFormat();
    std::string tail = std::string(e.pythonClassName()) + ": " + e.rawMessage() + "\n";
    EXPECT_TRUE(py.size() >= tail.size() && py.compare(py.size() - tail.size(), tail.size(), tail) == 0)
        << py << "\nfor\n" << text;
  } catch (const Error& e) {
    ++out.other_errors;
    EXPECT_EQ(e.kind(), ErrorKind::RecursionError) << e.what() << "\nfor\n" << text;
  }
}

TEST(Robustness, Truncations) {
  std::string text = kProgram;
  ASSERT_NO_THROW(parseFile(Source::make("ok.py", text)));
  Outcomes outcomes;
  for (size_t n = 0; n <= text.size(); ++n) parseChecked(text.substr(0, n), outcomes);
  EXPECT_GT(outcomes.parsed, 20);
  EXPECT_GT(outcomes.syntax_errors, 500);
  EXPECT_EQ(outcomes.other_errors, 0);
}

TEST(Robustness, Mutations) {
  static const char kAlphabet[] = "()[]{}:'\"\\\n\t #f=*rbj.,0x_-@!<>|&~%$\xc3\xa9\xe2";
  Rng rng{12345};
  std::string base = kProgram;
  Outcomes outcomes;
  for (int iter = 0; iter < 3000; ++iter) {
    std::string text = base;
    int edits = 1 + static_cast<int>(rng.next() % 4);
    for (int e = 0; e < edits && !text.empty(); ++e) {
      size_t at = rng.next() % text.size();
      char c = kAlphabet[rng.next() % (sizeof(kAlphabet) - 1)];
      switch (rng.next() % 3) {
        case 0: text[at] = c; break;
        case 1: text.insert(text.begin() + static_cast<long>(at), c); break;
        default: text.erase(at, 1 + rng.next() % 3); break;
      }
    }
    parseChecked(text, outcomes);
  }
  // Both ends are exercised: many mutants still parse, many do not.
  EXPECT_GT(outcomes.parsed, 150);
  EXPECT_GT(outcomes.syntax_errors, 1500);
  EXPECT_EQ(outcomes.other_errors, 0);
}

TEST(Robustness, ErrorsCarryHighlights) {
  // Every syntax error must render a highlight without crashing.
  for (const char* text : {"(", ")", "'", "'''", "\\", "x = \\", "def", "f'{", "f'{x!'", "\x80",
                           "if x:\n", "  x", "x = 1\n  y", "f'{x:{y:{z}}}'", "0b", "1e", "\"\\x1\""}) {
    try {
      parseFile(Source::make("e.py", text));
    } catch (const SyntaxError& e) {
      EXPECT_FALSE(std::string(e.what()).empty());
      EXPECT_FALSE(e.pythonFormat().empty());
    }
  }
}

}  // namespace
}  // namespace ts
