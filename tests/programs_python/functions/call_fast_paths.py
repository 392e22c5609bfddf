# Calls that take the evaluator's fast paths (exact positional calls bound
# straight into the callee's frame, str methods resolved once per call site)
# must behave as the general path does: binding errors, tracebacks, cells,
# recursion limits, instance attributes shadowing methods, str subclasses
# and other types arriving at a site that saw plain str before.
import sys


def add(a, b):
    return a + b


def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


def make_counter(start):
    def bump(step):
        nonlocal start
        start += step
        return start
    return bump


def uses_param_in_closure(x):
    return (lambda: x * 2)()


class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)
        return len(self.items)

    def pop(self):
        return self.items.pop()


def fails(x):
    return 10 // x


def caller(x):
    return fails(x) + 1


print(add(1, 2), add("a", "b"), fact(10), fact(25))
bump = make_counter(10)
print(bump(1), bump(5), uses_param_in_closure(21))

s = Stack()
for i in range(5):
    s.push(i * i)
print(s.pop(), s.pop(), s.items)
# An instance attribute shadows the class's method at the same call site.
s.push = lambda item: "shadowed " + str(item)
print(s.push(3))
del s.push
print(s.push(7), s.items)

# Wrong argument counts still raise the binding TypeErrors.
for args in [(1,), (1, 2, 3)]:
    try:
        add(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    s.pop(1)
except TypeError as e:
    print("TypeError:", e)

# An error inside an argument leaves the callee unentered.
def boom():
    raise ValueError("in argument")


try:
    add(1, boom())
except ValueError as e:
    print("ValueError:", e)

try:
    caller(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

# Deep recursion still ends in RecursionError.
def down(n):
    return down(n + 1)


try:
    down(0)
except RecursionError as e:
    print("RecursionError:", e)
sys.setrecursionlimit(3000)
print(fact(2000) > 0)


class Upper(str):
    def strip(self, chars=None):
        return "<" + str.strip(self, chars) + ">"


# One call site sees str, a str subclass and other types in turn.
for w in ["  a  ", Upper("  c  "), "  d  ", ["  e  "]]:
    try:
        print(repr(w.strip()))
    except AttributeError as e:
        print("AttributeError:", e)
for w in ["x.,", "y.,", "z"]:
    try:
        print(repr(w.strip(".,")), repr(w.strip(None)), w.strip(1))
    except TypeError as e:
        print("TypeError:", e)
words = [w.strip(".,").lower() for w in "The quick, brown fox. Über alles!".split() if w]
print(words)
print([x for x in ["", "a", 0, 1, None, "b"] if x])


# `obj.n += 1` updates the instance dict in place only where a plain store
# would: __setattr__ and property setters still run, overflow goes big.
class Plain:
    def __init__(self):
        self.n = 0


class Logged:
    def __init__(self):
        self.n = 0

    def __setattr__(self, k, v):
        print("set", k, v)
        object.__setattr__(self, k, v)


class Prop:
    def __init__(self):
        self._n = 0

    @property
    def n(self):
        return self._n

    @n.setter
    def n(self, v):
        print("prop set", v)
        self._n = v


def bump_all(objs):
    for obj in objs:
        for _ in range(2):
            obj.n += 1
        print(type(obj).__name__, obj.n)


bump_all([Plain(), Logged(), Prop(), Plain()])
p = Plain()
p.n = 2 ** 63 - 2
bump_all([p, p])
p.n = True
bump_all([p])
Plain.n = property(lambda self: 100, lambda self, v: print("late setter", v))
bump_all([Plain()])
