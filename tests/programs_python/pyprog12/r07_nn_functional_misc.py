import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.tensor([[-2.0, -0.5, 0.0, 0.5, 2.0]])
r = lambda t: torch.round(t, decimals=4)
for fn in [F.relu, F.relu6, F.elu, F.selu, F.celu, F.gelu, F.silu, F.mish, F.softplus, F.softsign, F.hardswish, F.hardsigmoid, F.tanhshrink, F.logsigmoid]:
    print(fn.__name__, r(fn(x)))
print(r(F.leaky_relu(x, 0.2)), r(F.hardtanh(x, -1, 1)), r(F.softshrink(x, 0.5)), r(F.hardshrink(x, 0.5)), r(F.threshold(x, 0.1, -9)))
print(r(F.glu(torch.arange(4.0).reshape(1, 4))), r(F.normalize(x, dim=1)), r(F.softmin(x, dim=1)))
print(F.one_hot(torch.tensor([0, 2, 1]), 4), F.one_hot(torch.tensor([1, 0])))
print(r(F.embedding(torch.tensor([1, 0]), torch.arange(6.0).reshape(3, 2))))
print(r(F.layer_norm(x, (5,))), r(F.group_norm(torch.arange(8.0).reshape(1, 4, 2), 2)))
print(r(F.linear(x, torch.ones(2, 5), torch.tensor([1.0, -1.0]))), r(F.bilinear(x[:, :2], x[:, 2:4], torch.ones(1, 2, 2))))
print(F.pad(torch.ones(1, 2), (1, 1), value=5.0), F.pad(torch.arange(4.0).view(1, 1, 4), (2, 0), mode="reflect"), F.pad(torch.arange(3.0).view(1, 1, 3), (1, 1), mode="replicate"))
print(r(F.cosine_similarity(torch.tensor([[1.0, 0.0]]), torch.tensor([[1.0, 1.0]]))), r(F.pdist(torch.tensor([[0.0, 0.0], [3.0, 4.0], [6.0, 8.0]]))))
print(F.adaptive_avg_pool1d(torch.arange(6.0).view(1, 1, 6), 3), F.max_pool1d(torch.tensor([[[1.0, 3.0, 2.0, 5.0]]]), 2), F.lp_pool1d(torch.ones(1, 1, 4), 2, 2))
print(F.gumbel_softmax(torch.zeros(2, 3), tau=1.0, hard=True).sum(1))
print(F.dropout(torch.ones(5), p=0.0), F.alpha_dropout(torch.ones(3), 0.5, training=False), F.dropout2d(torch.ones(1, 2, 2, 2), 0.5, training=False).sum())
print(F.affine_grid(torch.eye(2, 3).unsqueeze(0), (1, 1, 2, 2), align_corners=False))
img = torch.arange(16.0).view(1, 1, 4, 4)
print(r(F.grid_sample(img, F.affine_grid(torch.eye(2, 3).unsqueeze(0), (1, 1, 2, 2), align_corners=False), align_corners=False)))
print(F.pixel_unshuffle(torch.arange(16.0).view(1, 1, 4, 4), 2).shape, F.channel_shuffle(torch.arange(4.0).view(1, 4, 1, 1), 2).flatten())
print(r(F.scaled_dot_product_attention(torch.ones(1, 2, 3), torch.ones(1, 2, 3), torch.ones(1, 2, 3))) if hasattr(F, "scaled_dot_product_attention") else "no sdpa")
