import torch
import torch.nn.functional as F


@torch.jit.script
def fmisc(x: torch.Tensor):
    return [F.linear(x, torch.ones(2, 3)), F.linear(x, torch.ones(2, 3), torch.tensor([1.0, -1.0])), F.bilinear(x, x, torch.ones(1, 3, 3)),
            F.cosine_similarity(x, x.flip(0)), F.pairwise_distance(x, x.flip(0), p=1.0), F.pdist(x), torch.cdist(x, x),
            F.normalize(x, p=2.0, dim=0), F.softmax(x, dim=0), F.dropout(x, 0.5, False), F.alpha_dropout(x, 0.5, False),
            F.unfold(x.reshape(1, 1, 2, 3), (1, 2)), F.fold(torch.ones(1, 2, 4), (2, 3), (1, 2)), F.pixel_unshuffle(torch.arange(16.0).reshape(1, 1, 4, 4), 2).shape[1] * torch.ones(1),
            F.local_response_norm(x.reshape(1, 2, 3), 2), F.hardtanh(x, -1.5, 1.5), F.adaptive_avg_pool2d(x.reshape(1, 1, 2, 3), (1, 2)),
            F.embedding(torch.tensor([1, 0]), x), F.logsigmoid(x), F.softplus(x, 2.0, 1.0)]


x = torch.tensor([[1.0, -2.0, 0.5], [3.0, 0.0, -1.0]])
for t in fmisc(x):
    print(torch.round(t, decimals=4))
print(torch.round(F.kl_div(F.log_softmax(x, 1), F.softmax(x.flip(1), 1), reduction="batchmean", log_target=False), decimals=5))
print(torch.round(F.kl_div(F.log_softmax(x, 1), F.log_softmax(x.flip(1), 1), reduction="sum", log_target=True), decimals=5))
print(torch.round(F.nll_loss(F.log_softmax(x, 1), torch.tensor([2, -100]), ignore_index=-100, reduction="none"), decimals=4))
print(torch.round(F.binary_cross_entropy(torch.sigmoid(x), (x > 0).float(), weight=torch.tensor([1.0, 2.0, 0.5]), reduction="sum"), decimals=4))
print(torch.round(F.l1_loss(x, x.flip(0), reduction="none"), decimals=4), F.mse_loss(x, torch.zeros(3)))
