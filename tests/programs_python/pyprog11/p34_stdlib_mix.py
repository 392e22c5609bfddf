import heapq
import bisect
import math
import statistics
import random
import string
import textwrap
import operator
from fractions import Fraction
from decimal import Decimal, ROUND_HALF_UP
import torch

random.seed(1234)
print(random.random(), random.randint(1, 100), random.choice("abcdef"))
xs = list(range(10))
random.shuffle(xs)
print(xs, random.sample(range(100), 5), round(random.gauss(0, 1), 6), round(random.uniform(1, 2), 6))
heap = []
for score, name in [(0.3, "c"), (0.1, "a"), (0.7, "z"), (0.2, "b")]:
    heapq.heappush(heap, (score, name))
print([heapq.heappop(heap) for _ in range(2)], heapq.nlargest(2, [5, 1, 9, 3]), heapq.nsmallest(2, [5, 1, 9, 3], key=lambda v: -v))
arr = [1, 3, 3, 5, 8]
print(bisect.bisect_left(arr, 3), bisect.bisect_right(arr, 3), bisect.bisect(arr, 10))
bisect.insort(arr, 4)
print(arr)
data = [2.5, 3.1, 4.7, 1.2, 3.3]
print(statistics.mean(data), statistics.median(data), round(statistics.stdev(data), 6), statistics.mode([1, 2, 2, 3]))
print(round(statistics.pvariance(data), 6), statistics.median_low([1, 2, 3, 4]), statistics.quantiles(data, n=4))
print(math.isclose(0.1 + 0.2, 0.3), math.gcd(12, 18), math.lcm(4, 6), math.comb(5, 2), math.perm(5, 2), math.factorial(10))
print(math.log(8, 2), math.log2(1024), math.hypot(3, 4), math.degrees(math.pi), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7))
print(math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10), sum([0.1] * 10), math.copysign(1, -0.0), math.inf > 1e308)
print(Fraction(3, 4) + Fraction(1, 6), Fraction("0.125"), Fraction(1, 3).limit_denominator(10), float(Fraction(7, 8)))
print(Decimal("1.10") + Decimal("2.205"), Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), Decimal(1) / Decimal(7))
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:6], string.Template("$a-$b").substitute(a=1, b="x"))
text = "PyTorch is an optimized tensor library for deep learning using GPUs and CPUs."
print(textwrap.wrap(text, width=25))
print(textwrap.shorten(text, width=30), "|", textwrap.indent("a\nb", "> "), "|", textwrap.dedent("   x\n   y"))
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=operator.itemgetter(1, 0)))
print(list(map(operator.mul, [1, 2], [3, 4])), operator.attrgetter("shape")(torch.zeros(2, 3)))
t = torch.tensor([random.random() for _ in range(3)])
print(t.dtype, round(t.sum().item(), 4))
