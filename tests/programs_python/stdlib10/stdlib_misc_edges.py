# statistics, textwrap, string, heapq, bisect and copy.deepcopy as training scripts use them.
import bisect
import copy
import heapq
import statistics
import string
import textwrap
import torch

losses = [0.9, 0.7, 0.65, 0.7, 0.5, 0.45, 0.7]
print(statistics.mean(losses), statistics.median(losses), statistics.mode(losses))
print(statistics.stdev(losses), statistics.variance(losses), statistics.pstdev(losses), statistics.pvariance(losses))
print(statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]), statistics.median([1, 3, 5, 7]))
print(statistics.fmean([1, 2, 3, 4]), statistics.geometric_mean([1, 4, 16]), statistics.harmonic_mean([1, 2, 4]))
print(statistics.multimode([1, 1, 2, 2, 3]), statistics.mean([1, 2, 3, 4]), statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=4))
for bad in [lambda: statistics.mean([]), lambda: statistics.stdev([1]), lambda: statistics.mode([])]:
    try:
        bad()
    except statistics.StatisticsError as e:
        print("StatisticsError:", e)

doc = ("Train a small convolutional network on random data, log the loss every few steps and save "
       "the best checkpoint to disk when validation improves.")
print(textwrap.fill(doc, width=40))
print(textwrap.wrap(doc, 30)[:3])
print(textwrap.shorten(doc, width=50))
print(textwrap.indent("a\nb\n\nc", "  > "))
print(repr(textwrap.dedent("""
    def f():
        return 1
""")))
print(textwrap.fill("x " * 10, width=8, initial_indent="* ", subsequent_indent="  "))

print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(string.punctuation, repr(string.whitespace), string.ascii_lowercase[:5], string.ascii_uppercase[-3:])
print(string.capwords("hello   world of torch"), string.Template("lr=$lr, bs=${bs}").substitute(lr=0.1, bs=32))
print(string.Template("$a $b").safe_substitute(a=1), string.Formatter().format("{0}-{1}", "x", "y"))
print(len(string.printable))

h = []
for i, v in enumerate([5.0, 1.0, 3.0, 2.0, 4.0]):
    heapq.heappush(h, (v, f"ckpt{i}"))
print([heapq.heappop(h) for _ in range(2)], h[0], len(h))
print(heapq.nsmallest(2, [5, 1, 4, 2]), heapq.nlargest(2, [5, 1, 4, 2]), heapq.nlargest(2, ["aa", "b", "ccc"], key=len))
top = []
for score in [0.3, 0.9, 0.1, 0.7, 0.8]:
    if len(top) < 3:
        heapq.heappush(top, score)
    else:
        heapq.heappushpop(top, score)
print(sorted(top), heapq.heapreplace([1, 2, 3], 0), list(heapq.merge([1, 4, 7], [2, 5, 8])))
x = [9, 3, 7, 1]
heapq.heapify(x)
print(x)

milestones = [30, 60, 90]
for epoch in [0, 30, 45, 60, 95]:
    print(epoch, bisect.bisect_right(milestones, epoch), bisect.bisect_left(milestones, epoch), bisect.bisect(milestones, epoch))
arr = [1, 3, 5]
bisect.insort(arr, 4)
bisect.insort_left(arr, 3)
print(arr, bisect.bisect_left([(1, "a"), (3, "b")], (2,)), bisect.bisect_right([1, 2, 3], 2, key=None))
print(bisect.bisect_left(["a", "bb", "ccc"], 2, key=len))

cfg = {"model": {"layers": [64, 32], "act": "relu"}, "opt": {"lr": 0.1}, "tags": ("a", "b")}
cfg2 = copy.deepcopy(cfg)
cfg2["model"]["layers"].append(16)
print(cfg["model"]["layers"], cfg2["model"]["layers"], cfg2["tags"] is cfg["tags"])
shared = [1, 2]
nested = {"a": shared, "b": shared}
dup = copy.deepcopy(nested)
print(dup["a"] is dup["b"], dup["a"] is shared)
loop = [1]
loop.append(loop)
dl = copy.deepcopy(loop)
print(dl[1] is dl, dl is not loop)
t = torch.tensor([1.0, 2.0], requires_grad=True)
state = {"w": t, "step": 3}
st2 = copy.deepcopy(state)
st2["w"].data.add_(1)
print(t, st2["w"], st2["w"].requires_grad)
m = torch.nn.Linear(2, 1)
m2 = copy.deepcopy(m)
with torch.no_grad():
    m2.weight.fill_(0.5)
print(torch.equal(m.weight, m2.weight), m2.weight)


class Cfg:
    def __init__(self):
        self.items = [1, 2]
        self.name = "c"

    def __deepcopy__(self, memo):
        new = Cfg()
        new.items = copy.deepcopy(self.items, memo)
        new.name = self.name + "_copy"
        return new


c2 = copy.deepcopy(Cfg())
print(c2.name, c2.items, copy.copy([1, [2]])[1] is not None, copy.deepcopy(frozenset({1, 2})), copy.deepcopy((1, [2])))
