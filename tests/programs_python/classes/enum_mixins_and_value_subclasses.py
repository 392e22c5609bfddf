from enum import Enum
class Mode(str, Enum):
    TRAIN = "train"
    EVAL = "eval"
print(Mode.TRAIN, Mode.TRAIN == "train", Mode("eval"), Mode.EVAL.value, f"{Mode.TRAIN}", Mode.TRAIN.upper() if hasattr(Mode.TRAIN, "upper") else "-")
class Lvl(int, Enum):
    LOW = 1
    HIGH = 2
print(Lvl.LOW < Lvl.HIGH, Lvl.HIGH + 1, Lvl(1))
import json
print(json.dumps({"mode": Mode.TRAIN}), Mode.TRAIN in {"train": 1}, {Mode.EVAL: 2}, sorted([Lvl.HIGH, Lvl.LOW]), repr(Mode.EVAL))
class Pt(tuple):
    def __new__(cls, x, y): return tuple.__new__(cls, (x, y))
    def __add__(self, o): return Pt(self[0] + o[0], self[1] + o[1])
    def __repr__(self): return f"Pt{tuple(self)}"
a = Pt(1, 2) + Pt(3, 4); print(a, a[1], list(a), len(a), hash(a) == hash((4, 6)), a == (4, 6), max(a), *a)
class Money(float):
    def __str__(self): return f"${float(self):.2f}"
m = Money(3.14159); print(m, m * 2, round(m, 1), int(m), f"{m:.1f}", m > 3, isinstance(m, float))
class Stack(list):
    def push(self, x): self.append(x)
    def peek(self): return self[-1]
st = Stack(); st.push(1); st.push(2); st += [3]; print(st, st.peek(), st.pop(), st, type(st).__name__, sorted(st, reverse=True), st[::-1], 2 in st, bool(Stack()))
class Word(str):
    def __new__(cls, s): return super().__new__(cls, s.strip().lower())
w = Word("  Hello "); print(w, w.capitalize(), w == "hello", w.split("l"), w[1:3], "x" + w, w * 2, f"[{w:>7}]")
