# Gradients at the Python level of common operators, against PyTorch's.
import torch
import torch.nn.functional as F

torch.manual_seed(0)


def check(name, fn, *shapes, positive=False):
    xs = []
    for s in shapes:
        t = torch.randn(*s)
        if positive:
            t = t.abs() + 0.5
        xs.append(t.requires_grad_())
    y = fn(*xs)
    w = torch.linspace(-1.0, 1.0, y.numel()).reshape(y.shape)
    (y * w).sum().backward()
    print(name, [torch.round(x.grad, decimals=4).tolist() for x in xs])


check("masked_fill", lambda x: x.masked_fill(x > 0.3, 2.0), (2, 3))
check("embedding", lambda w: F.embedding(torch.tensor([[0, 2], [2, 1]]), w, padding_idx=1), (3, 2))
check("index_select", lambda x: x.index_select(1, torch.tensor([2, 0, 2])), (2, 3))
check("gather", lambda x: x.gather(1, torch.tensor([[0, 0], [2, 1]])), (2, 3))
check("narrow", lambda x: x.narrow(1, 1, 2), (2, 3))
check("repeat", lambda x: x.repeat(2, 1, 3), (2, 3))
check("roll", lambda x: x.roll(1, 1), (2, 3))
check("flip", lambda x: x.flip([0]), (2, 3))
check("triu", lambda x: x.triu(), (3, 3))
check("tril", lambda x: torch.tril(x, -1), (3, 3))
check("cumsum", lambda x: x.cumsum(1), (2, 3))
check("logsumexp", lambda x: x.logsumexp(1), (2, 3))
check("maximum", lambda x, y: torch.maximum(x, y), (2, 3), (2, 3))
check("minimum", lambda x, y: torch.minimum(x, y), (2, 3), (3,))
check("addmm", lambda b, m1, m2: torch.addmm(b, m1, m2), (2, 2), (2, 3), (3, 2))
check("norm", lambda x: x.norm(), (2, 3))
check("norm_dim", lambda x: x.norm(dim=1), (2, 3))
check("var", lambda x: x.var(), (2, 3))
check("var_dim", lambda x: x.var(1, keepdim=True), (2, 3))
check("std", lambda x: x.std(0), (2, 3))
check("softplus", lambda x: F.softplus(x), (2, 3))
check("elu", lambda x: F.elu(x), (2, 3))
check("hardtanh", lambda x: F.hardtanh(x * 2), (2, 3))
check("relu6", lambda x: F.relu6(x * 4), (2, 3))
check("bce_logits", lambda x: F.binary_cross_entropy_with_logits(x, torch.tensor([[1.0, 0.0, 1.0], [0.0, 0.0, 1.0]])).reshape(1), (2, 3))
check("smooth_l1", lambda x: F.smooth_l1_loss(x, torch.zeros(2, 3), reduction="none"), (2, 3))
check("pad", lambda x: F.pad(x, (1, 2, 0, 1)), (2, 3))
check("erf_log2", lambda x: torch.erf(x) + torch.log2(x) + torch.log10(x), (2, 3), positive=True)
check("trig", lambda x: torch.atan(x) + torch.sinh(x) + torch.cosh(x) + torch.tan(x), (2, 3))
check("asin", lambda x: torch.asin(x * 0.3) + torch.acos(x * 0.2), (2, 3))
check("round", lambda x: torch.round(x) + x.sign() * 2 + x, (2, 3))
check("avg_pool2d", lambda x: F.avg_pool2d(x, 2), (1, 2, 4, 4))
check("avg_pool2d_pad", lambda x: F.avg_pool2d(x, 3, stride=2, padding=1), (1, 1, 5, 5))
check("adaptive_max_pool2d", lambda x: F.adaptive_max_pool2d(x, 2), (1, 2, 4, 4))
check("max_pool2d", lambda x: F.max_pool2d(x, 2, stride=1), (1, 1, 3, 3))
