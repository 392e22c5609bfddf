import torch
import torch.nn.functional as F
fns = {
 'selu': lambda x: F.selu(x), 'celu': lambda x: F.celu(x, 1.5), 'rrelu_eval': lambda x: F.rrelu(x, training=False),
 'softsign': F.softsign, 'tanhshrink': F.tanhshrink, 'softshrink': F.softshrink, 'hardshrink': F.hardshrink,
 'logsigmoid': F.logsigmoid, 'threshold': lambda x: F.threshold(x, 0.1, 20.), 'glu': lambda x: F.glu(x.view(2, 3), 0),
 'softmin': lambda x: F.softmin(x, 0), 'gelu_tanh': lambda x: F.gelu(x, approximate='tanh'), 'prelu': lambda x: F.prelu(x, torch.tensor([0.2])),
 'alpha_dropout_eval': lambda x: F.alpha_dropout(x, 0.3, False), 'normalize': lambda x: F.normalize(x.view(2, 3)),
 'cosine_sim': lambda x: F.cosine_similarity(x.view(2, 3), torch.ones(2, 3)), 'pairwise': lambda x: F.pairwise_distance(x.view(2, 3), torch.ones(2, 3)),
 'kl_div': lambda x: F.kl_div(x.log_softmax(0), torch.ones(6) / 6, reduction='batchmean'), 'poisson': lambda x: F.poisson_nll_loss(x, torch.ones(6)),
 'gaussian_nll': lambda x: F.gaussian_nll_loss(x, torch.ones(6), torch.ones(6)), 'margin': lambda x: F.margin_ranking_loss(x, x.flip(0), torch.ones(6)),
 'hinge_emb': lambda x: F.hinge_embedding_loss(x, torch.ones(6)), 'multilabel_soft': lambda x: F.multilabel_soft_margin_loss(x.view(2, 3), torch.ones(2, 3)),
 'multi_margin': lambda x: F.multi_margin_loss(x.view(2, 3), torch.tensor([0, 2])), 'triplet': lambda x: F.triplet_margin_loss(x.view(2, 3), torch.ones(2, 3), torch.zeros(2, 3)),
 'cos_emb': lambda x: F.cosine_embedding_loss(x.view(2, 3), torch.ones(2, 3), torch.tensor([1, -1])), 'huber': lambda x: F.huber_loss(x, torch.zeros(6)),
 'smoothl1': lambda x: F.smooth_l1_loss(x, torch.zeros(6), beta=0.5), 'l1': lambda x: F.l1_loss(x, torch.zeros(6)), 'bce_logits_pw': lambda x: F.binary_cross_entropy_with_logits(x, torch.ones(6), pos_weight=torch.ones(6) * 2),
 'local_resp': lambda x: F.local_response_norm(x.view(1, 6, 1), 3), 'pixel_shuffle': lambda x: F.pixel_shuffle(x.view(1, 4, 1, 1).repeat(1, 1, 1, 1)[:, :4], 2) if False else F.pixel_shuffle(x[:4].view(1, 4, 1, 1), 2),
 'unfold': lambda x: F.unfold(x.view(1, 1, 2, 3), (2, 2)), 'fold': lambda x: F.fold(x.view(1, 6, 1).repeat(1, 1, 2)[:, :4], (2, 3), (2, 2)) if False else F.fold(x[:4].view(1, 4, 1), (2, 2), (2, 2)),
 'interp_bilinear': lambda x: F.interpolate(x.view(1, 1, 2, 3), scale_factor=2, mode='bilinear', align_corners=False),
 'interp_bicubic': lambda x: F.interpolate(x.view(1, 1, 2, 3), size=(3, 4), mode='bicubic', align_corners=True),
 'max_pool1d': lambda x: F.max_pool1d(x.view(1, 1, 6), 2), 'avg_pool1d': lambda x: F.avg_pool1d(x.view(1, 1, 6), 3, 1, 1), 'lp_pool1d': lambda x: F.lp_pool1d(x.view(1, 1, 6).abs() + 0.1, 2, 2),
 'adaptive_max1d': lambda x: F.adaptive_max_pool1d(x.view(1, 1, 6), 2), 'adaptive_avg1d': lambda x: F.adaptive_avg_pool1d(x.view(1, 1, 6), 4),
 'conv1d': lambda x: F.conv1d(x.view(1, 1, 6), torch.ones(2, 1, 3), padding=1), 'conv_t1d': lambda x: F.conv_transpose1d(x.view(1, 2, 3), torch.ones(2, 1, 2), stride=2),
 'embedding': lambda x: F.embedding(torch.tensor([0, 1, 1]), x.view(2, 3)), 'emb_bag': lambda x: F.embedding_bag(torch.tensor([0, 1, 1]), x.view(2, 3), torch.tensor([0, 1])),
 'bilinear': lambda x: F.bilinear(x.view(2, 3), x.view(2, 3), torch.ones(1, 3, 3)), 'cumsum': lambda x: x.cumsum(0), 'cumprod': lambda x: x.cumprod(0), 'sort': lambda x: x.sort()[0], 'topk': lambda x: x.topk(2)[0], 'kthvalue': lambda x: x.kthvalue(2)[0], 'median': lambda x: x.median(), 'prod': lambda x: x.prod(),
 'cross': lambda x: torch.cross(x.view(2, 3), torch.ones(2, 3), dim=1), 'trace': lambda x: torch.trace(x[:4].view(2, 2)), 'diag': lambda x: torch.diag(x[:4].view(2, 2)), 'tril': lambda x: x.view(2, 3).tril(),
 'roll': lambda x: x.roll(2), 'flip': lambda x: x.flip(0), 'repeat_interleave': lambda x: x.repeat_interleave(2), 'index_select': lambda x: x.index_select(0, torch.tensor([1, 1])),
 'gather': lambda x: x.gather(0, torch.tensor([1, 1])), 'scatter': lambda x: torch.zeros(7).scatter(0, torch.tensor([1, 2, 3, 4, 5, 6]), x), 'masked_select': lambda x: x.masked_select(x > 0),
 'where': lambda x: torch.where(x > 0, x, x * 2), 'lerp': lambda x: torch.lerp(x, torch.ones(6), 0.3), 'atan2': lambda x: torch.atan2(x, torch.ones(6)), 'xlogy': lambda x: torch.xlogy(x.abs(), x.abs() + 1), 'log1p': lambda x: torch.log1p(x.abs()), 'expm1': torch.expm1, 'fmod': lambda x: torch.fmod(x, 0.3), 'remainder': lambda x: torch.remainder(x, 0.3),
 'trunc': torch.trunc, 'frac': torch.frac, 'amax': lambda x: x.amax(), 'cdist': lambda x: torch.cdist(x.view(2, 3), torch.ones(1, 3)), 'einsum': lambda x: torch.einsum('ij,kj->ik', x.view(2, 3), x.view(2, 3)), 'kron': lambda x: torch.kron(x[:2], x[2:4]),
 'clamp_t': lambda x: x.clamp(min=torch.zeros(6)), 'square': torch.square, 'rsqrt': lambda x: (x.abs() + 1).rsqrt(),
 'nan_to_num': lambda x: torch.nan_to_num(x), 'diff': lambda x: torch.diff(x), 'cummax': lambda x: x.cummax(0)[0], 'logsumexp': lambda x: x.logsumexp(0),
 'unbind': lambda x: torch.stack(x.unbind(0)[::-1]), 'split': lambda x: torch.cat(x.split([2, 4])[::-1]), 'chunk': lambda x: x.chunk(3)[1], 'narrow': lambda x: x.narrow(0, 1, 3), 'movedim': lambda x: x.view(2, 3).movedim(0, 1),
 'expand': lambda x: x[:1].expand(4), 'unfold_t': lambda x: x.unfold(0, 2, 1), 'take': lambda x: x.take(torch.tensor([0, 5])), 'index_add': lambda x: torch.zeros(6).index_add(0, torch.tensor([1, 1, 2, 3, 4, 5]), x),
 'index_fill': lambda x: x.index_fill(0, torch.tensor([1]), 0.), 'put': lambda x: torch.zeros(6).index_put((torch.tensor([1, 2]),), x[:2]),
}
torch.manual_seed(0)
bad = []
for name, fn in fns.items():
    x = torch.randn(6, requires_grad=True)
    try:
        y = fn(x)
        y.sum().backward()
        print(name, [round(v, 3) for v in x.grad.tolist()])
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e)[:100])

x = torch.randn(2, 4, 3, requires_grad=True)
w = torch.randn(4, requires_grad=True)
b = torch.randn(4, requires_grad=True)
wt = torch.arange(24.).view(2, 4, 3) / 7
(F.group_norm(x, 2, w, b) * wt).sum().backward()
print(x.grad.round(decimals=3), w.grad.round(decimals=3), b.grad.round(decimals=3))
x.grad = None
(F.instance_norm(x) * wt).sum().backward()
print(x.grad.round(decimals=3))
y = torch.randn(3, 4, requires_grad=True)
v, i = y.sort(dim=1, descending=True)
(v * torch.arange(4.)).sum().backward()
print(y.grad)
y.grad = None
vals, idx = y.topk(2, dim=0)
(vals * torch.tensor([[1., 2, 3, 4], [5, 6, 7, 8]])).sum().backward()
print(y.grad)
q = torch.randn(2, 3, 4, requires_grad=True)
kk = torch.randn(2, 5, 4, requires_grad=True)
att = torch.einsum("bqd,bkd->bqk", q, kk)
(att * torch.arange(30.).view(2, 3, 5)).sum().backward()
print(q.grad.round(decimals=3), kk.grad.abs().sum().round(decimals=3))
conv = torch.nn.Conv1d(3, 2, 3, padding=1)
seq = torch.randn(2, 3, 7, requires_grad=True)
out = F.max_pool1d(torch.relu(conv(seq)), 2)
out.pow(2).sum().backward()
print(seq.grad.abs().sum().round(decimals=4), conv.weight.grad.round(decimals=4))
s1 = torch.randn(1, 2, 5, requires_grad=True)
wts = torch.arange(20.).view(1, 2, 10)
for mode, ac in (("nearest", None), ("linear", False), ("linear", True)):
    s1.grad = None
    (F.interpolate(s1, scale_factor=2, mode=mode, align_corners=ac) * wts).sum().backward()
    print(mode, ac, s1.grad.round(decimals=3))
