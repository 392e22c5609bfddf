# .code of scripted torch.nn layers: their __constants__ (PyTorch's lists)
# are inlined as constants, as PyTorch's scripting does.
import torch
import torch.nn as nn

ctors = [
    "nn.CELU(0.5)",
    "nn.CosineSimilarity(dim=0, eps=1e-3)",
    "nn.CrossEntropyLoss(weight=torch.ones(3), ignore_index=1, label_smoothing=0.1)",
    "nn.ELU(alpha=2.0, inplace=True)",
    "nn.Embedding(10, 3, scale_grad_by_freq=True, sparse=True)",
    "nn.EmbeddingBag(10, 3, mode='sum', include_last_offset=True)",
    "nn.Flatten(0, 2)",
    "nn.GELU('tanh')",
    "nn.Hardshrink(0.3)",
    "nn.Hardsigmoid()",
    "nn.HingeEmbeddingLoss(margin=2.0)",
    "nn.Identity(3, foo=1)",
    "nn.L1Loss(reduction='sum')",
    "nn.LeakyReLU(0.2, True)",
    "nn.Linear(3, 4, bias=False)",
    "nn.LogSoftmax(dim=1)",
    "nn.MarginRankingLoss(0.5)",
    "nn.MSELoss()",
    "nn.MultiMarginLoss(p=2, margin=0.5)",
    "nn.NLLLoss(ignore_index=0)",
    "nn.PairwiseDistance(p=1.0, eps=1e-4, keepdim=True)",
    "nn.PixelShuffle(3)",
    "nn.PixelUnshuffle(2)",
    "nn.PReLU()",
    "nn.ReLU(inplace=True)",
    "nn.ReLU6()",
    "nn.SELU()",
    "nn.Sigmoid()",
    "nn.SiLU()",
    "nn.SmoothL1Loss(beta=0.5)",
    "nn.Softmax(dim=-1)",
    "nn.Softmin(1)",
    "nn.Softplus(beta=2, threshold=10)",
    "nn.Softshrink(0.2)",
    "nn.Softsign()",
    "nn.Tanh()",
    "nn.Tanhshrink()",
    "nn.UpsamplingNearest2d(size=3)",
    "nn.BCELoss(weight=torch.ones(2))",
    "nn.BCEWithLogitsLoss(pos_weight=torch.ones(2))",
    "nn.KLDivLoss(reduction='batchmean')",
    "nn.PoissonNLLLoss(log_input=False, full=True)",
    "nn.SoftMarginLoss()",
    "nn.Sequential(nn.Linear(1, 2), nn.Sequential(nn.ReLU(), nn.Dropout(0.1)))",
]
for c in ctors:
    print(c)
    print(torch.jit.script(eval(c)).code)
