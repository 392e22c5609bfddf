import itertools
import torch


def n_queens(n):
    sols = []
    cols, d1, d2 = set(), set(), set()
    board = []

    def place(r):
        if r == n:
            sols.append(tuple(board))
            return
        for c in range(n):
            if c in cols or r - c in d1 or r + c in d2:
                continue
            cols.add(c); d1.add(r - c); d2.add(r + c); board.append(c)
            place(r + 1)
            cols.remove(c); d1.remove(r - c); d2.remove(r + c); board.pop()

    place(0)
    return sols


for n in range(4, 8):
    print(n, len(n_queens(n)))
first = n_queens(6)[0]
print(first)
B = torch.zeros(6, 6, dtype=torch.int64)
B[torch.arange(6), torch.tensor(first)] = 1
print(B)
print(B.sum(0).tolist(), B.sum(1).tolist(), B.flip(1).diagonal().tolist())
brute = sum(1 for p in itertools.permutations(range(6)) if len({i + p[i] for i in range(6)}) == 6 and len({i - p[i] for i in range(6)}) == 6)
print(brute)


def subsets_sum(nums, target):
    out = []

    def rec(i, cur, s):
        if s == target:
            out.append(list(cur))
        if s >= target or i == len(nums):
            return
        for j in range(i, len(nums)):
            if j > i and nums[j] == nums[j - 1]:
                continue
            cur.append(nums[j])
            rec(j + 1, cur, s + nums[j])
            cur.pop()

    rec(0, [], 0)
    return out


print(subsets_sum(sorted([10, 1, 2, 7, 6, 1, 5]), 8))
