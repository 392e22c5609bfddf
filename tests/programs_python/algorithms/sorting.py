# Classic sorting algorithms on lists.
def quicksort(xs):
    if len(xs) <= 1:
        return xs
    pivot, *rest = xs
    return quicksort([x for x in rest if x < pivot]) + [pivot] + quicksort([x for x in rest if x >= pivot])
def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) // 2
    l, r = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out, i, j = [], 0, 0
    while i < len(l) and j < len(r):
        if l[i] <= r[j]:
            out.append(l[i]); i += 1
        else:
            out.append(r[j]); j += 1
    return out + l[i:] + r[j:]
def insertion(xs):
    xs = list(xs)
    for i in range(1, len(xs)):
        k, j = xs[i], i - 1
        while j >= 0 and xs[j] > k:
            xs[j + 1] = xs[j]
            j -= 1
        xs[j + 1] = k
    return xs
data = [(i * 7919) % 101 for i in range(30)]
print(quicksort(data))
print(merge_sort(data) == sorted(data), insertion(data) == sorted(data))
print(sorted(["b10", "a2", "b9"], key=lambda s: (s[0], int(s[1:]))))
