import torch
import random


def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    l, r = merge_sort(a[:mid]), merge_sort(a[mid:])
    out, i, j = [], 0, 0
    while i < len(l) and j < len(r):
        if l[i] <= r[j]:
            out.append(l[i]); i += 1
        else:
            out.append(r[j]); j += 1
    return out + l[i:] + r[j:]


def quickselect(a, k):
    pivot = a[len(a) // 2]
    lo = [x for x in a if x < pivot]
    eq = [x for x in a if x == pivot]
    hi = [x for x in a if x > pivot]
    if k < len(lo):
        return quickselect(lo, k)
    if k < len(lo) + len(eq):
        return pivot
    return quickselect(hi, k - len(lo) - len(eq))


rng = random.Random(3)
data = [rng.randint(-50, 50) for _ in range(25)]
print(merge_sort(data) == sorted(data), merge_sort(data)[:6])
t = torch.tensor(data)
print(torch.sort(t).values.tolist() == sorted(data), quickselect(data, 12), t.median().item(), t.kthvalue(13).values.item())
print(torch.argsort(t, stable=True)[:5].tolist(), sorted(range(len(data)), key=data.__getitem__)[:5])
vals, idx = torch.sort(torch.tensor([3, 1, 3, 2, 1]), stable=True, descending=True)
print(vals.tolist(), idx.tolist())
print(torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([0, 3, 6, 8])).tolist(), torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([3]), right=True).tolist())
import bisect
s = [1, 3, 5, 7]
print(bisect.bisect_left(s, 3), bisect.bisect_right(s, 3), bisect.bisect(s, 6))
bisect.insort(s, 4)
print(s, torch.bucketize(torch.tensor([0.5, 3.0, 9.0]), torch.tensor([1.0, 3.0, 5.0])).tolist())
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1])).tolist(), torch.msort(torch.tensor([[3, 1], [2, 4]])).tolist())
