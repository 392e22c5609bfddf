# VisionTransformer from torchvision: patch embedding, class token, encoder of MultiheadAttention blocks.
import torch
from torchvision import models
from torchvision.models.vision_transformer import VisionTransformer, EncoderBlock, MLPBlock, ConvStemConfig

torch.manual_seed(0)
m = models.vit_b_32(image_size=64, num_classes=10)
print(m.conv_proj)
print(m.encoder.layers.encoder_layer_0)
print(m.encoder.ln, m.heads)
print(m.class_token.shape, m.encoder.pos_embedding.shape, m.seq_length, m.hidden_dim, m.patch_size)
sd = m.state_dict()
print(len(sd), sum(v.numel() for v in sd.values()))
for k in list(sd)[:16]:
    print(k, tuple(sd[k].shape))
print(round(m.conv_proj.weight.std().item(), 5), round(m.encoder.pos_embedding.std().item(), 5))
print(round(m.encoder.layers[0].mlp[0].weight.std().item(), 5), m.encoder.layers[0].mlp[0].bias.abs().max().item() < 1e-5)
m.eval()
x = torch.randn(1, 3, 64, 64)
with torch.no_grad():
    feats = m._process_input(x)
    y = m(x)
print(feats.shape, y.shape, round(y.abs().sum().item(), 4))

torch.manual_seed(0)
v = VisionTransformer(image_size=32, patch_size=8, num_layers=2, num_heads=2, hidden_dim=16, mlp_dim=32,
                      num_classes=5, representation_size=12)
print(v)
v.eval()
with torch.no_grad():
    out = v(torch.randn(2, 3, 32, 32))
print(torch.round(out, decimals=4))
v.train()
v(torch.randn(2, 3, 32, 32)).sum().backward()
print(v.class_token.grad.shape, v.heads.pre_logits.weight.grad.shape)
torch.manual_seed(0)
cs = VisionTransformer(image_size=32, patch_size=8, num_layers=1, num_heads=2, hidden_dim=16, mlp_dim=32,
                       conv_stem_configs=[ConvStemConfig(out_channels=8, kernel_size=3, stride=2)])
print(cs.conv_proj)
try:
    v(torch.randn(1, 3, 16, 16))
except Exception as e:
    print(type(e).__name__, e)
