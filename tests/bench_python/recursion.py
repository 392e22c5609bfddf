# Recursion: fib, tree building/walking, memoized DP.
N = 27


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


class Node:
    def __init__(self, left, right, val):
        self.left = left
        self.right = right
        self.val = val


def build(d):
    if d == 0:
        return None
    return Node(build(d - 1), build(d - 1), d)


def total(t):
    if t is None:
        return 0
    return t.val + total(t.left) + total(t.right)


def lcs(a, b, i, j, memo):
    key = (i, j)
    if key in memo:
        return memo[key]
    if i == len(a) or j == len(b):
        r = 0
    elif a[i] == b[j]:
        r = 1 + lcs(a, b, i + 1, j + 1, memo)
    else:
        r = max(lcs(a, b, i + 1, j, memo), lcs(a, b, i, j + 1, memo))
    memo[key] = r
    return r


def run(n):
    f = fib(n)
    t = total(build(n - 8))
    a = "ACGTTGCA" * 12
    b = "TGCAACGT" * 12
    return f, t, lcs(a, b, 0, 0, {})


print(run(N))
