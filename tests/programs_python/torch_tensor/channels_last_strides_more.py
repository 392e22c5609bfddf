# Output layouts of ops on channels-last input: ATen allocates some with
# empty_like(self) (kept), some contiguous (rrelu eval, masked_scatter,
# bernoulli, complex angle).
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
p = torch.rand(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
c = torch.complex(x, x)
cases = {
    "bce_none": lambda: F.binary_cross_entropy(p, torch.full_like(p, 0.5), reduction="none"),
    "bce_none_weight": lambda: F.binary_cross_entropy(p, torch.full_like(p, 0.5), weight=p, reduction="none"),
    "bce_logits_none": lambda: F.binary_cross_entropy_with_logits(x, p, reduction="none"),
    "complex": lambda: c,
    "complex_abs": lambda: c.abs(),
    "complex_angle": lambda: c.angle(),
    "angle": lambda: x.angle(),
    "sort": lambda: x.sort(1).values,
    "sort_idx": lambda: x.sort(1).indices,
    "sort_last": lambda: x.sort(-1).values,
    "argsort": lambda: x.argsort(2),
    "flip": lambda: x.flip(1),
    "flip_all": lambda: x.flip([0, 2, 3]),
    "roll": lambda: x.roll(1, 2),
    "roll_flat": lambda: x.roll(3),
    "roll_2": lambda: x.roll((1, 2), (1, 3)),
    "rrelu_eval": lambda: F.rrelu(x, training=False),
    "rrelu_fn": lambda: torch.rrelu(x),
    "masked_scatter": lambda: x.masked_scatter(x > 0, x * 2),
    "bernoulli": lambda: torch.bernoulli(p),
    "bernoulli_p": lambda: torch.bernoulli(p, 0.5),
    "bernoulli_": lambda: p.clone().bernoulli_(0.5),
    "topk": lambda: x.topk(2, 1).values,
    "cumsum": lambda: x.cumsum(1),
    "real": lambda: torch.view_as_real(c),
    "polar": lambda: torch.polar(p, x),
}
for name, f in cases.items():
    t = f()
    print(name, list(t.shape), t.stride(), t.is_contiguous(memory_format=torch.channels_last))
