# Hostile programs at the Python level: unbounded recursion, deeply nested
# literals and expressions must raise the exception CPython raises, never
# overflow the native stack (the nested list and the chain of instances
# are also freed without recursing).
import sys


def down(n):
    return down(n + 1)


try:
    down(0)
except RecursionError as e:
    print("RecursionError:", e)


class Node:
    def __init__(self, child):
        self.child = child

    def __repr__(self):
        return "Node(" + repr(self.child) + ")"


chain = None
for _ in range(100000):
    chain = Node(chain)
try:
    repr(chain)
except RecursionError:
    print("repr RecursionError")
del chain

for src in ["[" * 100000 + "]" * 100000, "(" * 5000 + "1" + ")" * 5000, "{'a': " * 1000 + "1" + "}" * 1000]:
    try:
        eval(src)
    except SyntaxError as e:
        print("SyntaxError:", e.args[0])
    except RecursionError as e:
        print("RecursionError:", e)

nested = []
for _ in range(100000):
    nested = [nested]
try:
    print(len(str(nested)))
except RecursionError as e:
    print("str RecursionError:", e)
try:
    print(nested == nested[0])
except RecursionError as e:
    print("== RecursionError:", e)
del nested

print("done")
