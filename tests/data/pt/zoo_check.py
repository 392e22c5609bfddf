# Loads every .pt of the zoo (generate_zoo.py) from DIR, calls it on its
# deterministic inputs and prints a summary of each output. Runs unchanged
# under PyTorch 1.13 (/usr/bin/python3) and under `torchscript py`; the
# PyTorch run's output is zoo_expected.txt, compared by compare_zoo.py.
#   ZOO_DIR=DIR [ZOO_NAMES=a,b] python zoo_check.py
import math
import os
from typing import List

import torch

try:
    import torchvision  # noqa: F401 - PyTorch loads torchvision's operators only once it is imported
except ImportError:
    pass

# name -> input shapes (None = an Optional argument left out; a string is
# an integer tensor of that many token ids). Fixtures absent from DIR are
# skipped, so the small committed set and the full generated one share it.
IMG = (1, 3, 224, 224)
SMALL_IMG = (1, 3, 32, 32)
INPUTS = {}
for _net in ["resnet18", "mobilenet_v2", "mobilenet_v3_small", "squeezenet1_1", "shufflenet_v2_x1_0",
             "densenet121", "googlenet", "efficientnet_b0", "regnet_y_400mf", "vit_b_16", "convnext_tiny",
             "swin_t", "mnasnet0_5", "inception_v3", "resnext50_32x4d", "alexnet", "vgg11_bn", "shufflenet_v2_x0_5",
             "fcn_resnet50", "lraspp_mobilenet_v3_large", "deeplabv3_mobilenet_v3_large",
             "resnet50", "wide_resnet50_2", "mobilenet_v3_large", "squeezenet1_0", "vgg11", "efficientnet_v2_s",
             "regnet_x_400mf", "mnasnet0_75", "swin_v2_t", "maxvit_t", "vit_b_32", "googlenet_aux",
             "inception_v3_aux", "deeplabv3_resnet50"]:
    for _kind in ["script", "trace", "frozen", "optimized", "mobile", "lite"]:
        INPUTS[_net + "_" + _kind] = [IMG]
for _kind in ["script", "trace", "frozen", "optimized"]:
    INPUTS["vit_tiny_" + _kind] = [SMALL_IMG]
    INPUTS["rnn_" + _kind] = [(2, 5, 8)]
    INPUTS["encoder_" + _kind] = [(2, 5, 16)]
    INPUTS["transformer_" + _kind] = [(2, 5, 16), (2, 4, 16)]
for _kind in ["script", "trace", "frozen"]:
    INPUTS["r3d_18_" + _kind] = [(1, 3, 8, 112, 112)]
    INPUTS["rnn_states_" + _kind] = [(2, 5, 8)]
    INPUTS["padded_encoder_" + _kind] = [(2, 6, 16)]
    INPUTS["masked_transformer_" + _kind] = [(5, 2, 16), (4, 2, 16)]
    INPUTS["video_" + _kind] = [(2, 3, 6, 20, 24)]
    INPUTS["detect_" + _kind] = [(2, 3, 16, 16), (12, 4)]
for _kind in ["script", "trace", "frozen", "mobile", "lite"]:
    INPUTS["roi_pooling_" + _kind] = [(2, 3, 12, 12), (7, 4)]
    INPUTS["deformable_" + _kind] = [(2, 8, 10, 10)]
    INPUTS["mobile_blocks_" + _kind] = [(2, 3, 16, 20)]
    INPUTS["stateful_" + _kind] = [(2, 4)]
    INPUTS["many_ops_" + _kind] = [(2, 3, 6)]
    INPUTS["many_layers_" + _kind] = [(2, 4, 6, 6)]
    INPUTS["volumes_" + _kind] = [(2, 2, 4, 6, 6)]
INPUTS.update({
    "decoder_script": [(2, 4, 16), (2, 5, 16)],
    "mha_script": [(2, 5, 16)],
    "mha_trace": [(2, 5, 16)],
    "classes_script": [(1, 3, 16, 16)],
    "containers_script": [(2, 8)],
    "containers_frozen": [(2, 8)],
    "optional_script": [(2, 8), None],
    "optional_given_script": [(2, 8), (2, 8)],
    "interface_script": [(2, 8)],
    "fork_script": [(2, 8)],
    "fork_frozen": [(2, 8)],
    "function_script": [(2, 8), (2, 8)],
    "loops_function_script": [(6,)],
    "embedding_script": ["7"],
    "hooks_script": [(2, 4)],
})
for _kind in ["script", "trace"]:
    INPUTS.update({
        "qlinear_" + _kind: [(3, 8)],
        "qlinear_per_channel_" + _kind: [(2, 5, 8)],
        "qlstm_" + _kind: [(2, 5, 8)],
        "qcnn_" + _kind: [(2, 3, 16, 16)],
        "qops_" + _kind: [(1, 4, 8, 8), (1, 4, 8, 8)],
        "x86_qops_" + _kind: [(1, 4, 8, 8), (1, 4, 8, 8)],
    })
for _kind in ["script", "trace", "frozen"]:
    INPUTS["x86_qcnn_" + _kind] = [(2, 3, 16, 16)]
# zoo_quant.py's fixtures.
for _kind in ["script", "trace", "frozen"]:
    INPUTS.update({
        "q_eager_blocks_" + _kind: [(1, 3, 14, 14)],
        "qnnpack_eager_blocks_" + _kind: [(1, 3, 14, 14)],
        "q_fx_cnn_" + _kind: [(2, 3, 16, 16)],
        "q_fx_mlp_" + _kind: [(3, 8)],
        "q_fx_dynamic_" + _kind: [(3, 8)],
        "q_dyn_rnns_" + _kind: [(2, 5, 8)],
        "q_dyn_gru_" + _kind: [(2, 5, 8)],
        "q_qat_cnn_" + _kind: [(2, 3, 16, 16)],
        "q_fx_blocks_" + _kind: [(2, 3, 9, 9)],
        "qnnpack_fx_blocks_" + _kind: [(2, 3, 9, 9)],
        "q_dyn_transformer_" + _kind: [(2, 5, 16)],
        "q_embeddings_" + _kind: ["2x3"],
    })
    for _net in ["resnet18", "mobilenet_v2", "mobilenet_v3_large", "shufflenet_v2_x0_5", "googlenet", "inception_v3"]:
        INPUTS["q_" + _net + "_" + _kind] = [IMG]
# zoo_wide.py's fixtures. "NAME@a.b" calls method (or reads attribute, when
# its inputs are None) a.b of NAME.pt instead of forward.
for _kind in ["script", "trace", "frozen"]:
    INPUTS.update({
        "char_rnn_" + _kind: [(5, 1, 8)],
        "transformer_lm_" + _kind: ["6x2"],
        "lstm_lm_" + _kind: ["5x2"],
        "dcgan_g_" + _kind: [(2, 8, 1, 1)],
        "dcgan_d_" + _kind: [(2, 3, 32, 32)],
        "vae_" + _kind: [(2, 1, 6, 6)],
        "buffers_" + _kind: [(2, 6)],
        "train_dropout_" + _kind: [(2, 8)],
        "exports_" + _kind: [(2, 6)],
        "exports_" + _kind + "@encode": [(2, 6)],
        "exports_" + _kind + "@decode": [(2, 4)],
        "exports_" + _kind + "@stats": [(2, 6)],
        "precisions_" + _kind: [(2, 4)],
        "warp_" + _kind: [(2, 3, 6, 6)],
        "half_input_" + _kind: [("float16", 2, 3), ("bfloat16", 2, 3), ("complex64", 2, 4)],
    })
INPUTS.update({
    "translator_script": ["1x5"],
    "class_holder_script": [(4, 2)],
    "fasterrcnn_mobilenet_v3_large_320_fpn_script": [[(3, 200, 240)]],
    "fasterrcnn_mobilenet_v3_large_320_fpn_frozen": [[(3, 200, 240)]],
    "ssdlite320_mobilenet_v3_large_script": [[(3, 200, 240)]],
    "ssdlite320_mobilenet_v3_large_frozen": [[(3, 200, 240)]],
    "faster_rcnn_script": [[(3, 40, 48), (3, 30, 36)]],
    "mask_rcnn_script": [[(3, 40, 48)]],
    "keypoint_rcnn_script": [[(3, 40, 48)]],
    "retinanet_script": [[(3, 40, 48), (3, 30, 36)]],
    "fcos_script": [[(3, 40, 48)]],
    "containers2_script": [{"b": (3,), "a": (2, 3)}, [(2,), (2,)], ("tuple", (2, 2), 3)],
    "containers2_script@forward": [{"a": (1,)}, [(2,)], ("tuple", (2,), 2), 0.5],
})

# generate_zoo2.py's fixtures ("z2_"): small-width torchvision nets and more.
# (A script class object returned to Python, e.g. by Structured.make_box, is
# left out: PyTorch 1.13 itself fails on it, "classType INTERNAL ASSERT".)
for _kind in ["script", "trace", "frozen", "optimized"]:
    for _net in ["mnv3_small", "mnv3_large", "effnet_b0", "effnet_v2", "regnet", "regnet_x", "convnext",
                 "shufflenet", "densenet", "mnasnet", "vit_stem", "swin", "swin_v2", "maxvit"]:
        INPUTS["z2_" + _net + "_" + _kind] = [SMALL_IMG]
    for _net in ["lraspp", "deeplab", "fcn"]:
        INPUTS["z2_" + _net + "_" + _kind] = [(2, 3, 40, 48)]
    for _net in ["resnet34", "efficientnet_b1", "mnasnet1_0", "shufflenet_v2_x1_5", "regnet_y_800mf",
                 "densenet169"]:
        INPUTS["z2_" + _net + "_" + _kind] = [(1, 3, 64, 64)]
    for _net in ["mc3_18", "r2plus1d_18"]:
        INPUTS["z2_" + _net + "_" + _kind] = [(1, 3, 4, 32, 32)]
    INPUTS["z2_s3d_" + _kind] = [(1, 3, 16, 224, 224)]
    INPUTS["z2_mvit_v2_s_" + _kind] = [(1, 3, 16, 224, 224)]
    INPUTS["z2_vit_b_16_64_" + _kind] = [(1, 3, 64, 64)]
    INPUTS["z2_fasterrcnn_mnv3_fpn_" + _kind] = [[(3, 120, 160), (3, 100, 90)]]
    INPUTS["z2_googlenet_train_" + _kind] = [(2, 3, 224, 224)]
    INPUTS["z2_inception_v3_train_" + _kind] = [(4, 3, 299, 299)]
    INPUTS["z2_raft_small_" + _kind] = [(1, 3, 64, 64), (1, 3, 64, 64), 3]
    INPUTS.update({
        "z2_ssdlite_" + _kind: [[(3, 64, 80)]],
        "z2_packed_rnns_" + _kind: [(3, 5, 6), [5, 2, 4]],
        "z2_sorted_packed_" + _kind: [(3, 5, 6)],
        "z2_transformer_bf_" + _kind: [(2, 5, 16), (2, 4, 16)],
        "z2_transformer_sf_" + _kind: [(5, 2, 16), (4, 2, 16)],
        "z2_encoder_only_" + _kind: [(2, 6, 16)],
        "z2_shared_types_" + _kind: [(1, 4, 6, 6)],
        "z2_half_" + _kind: [("float16", 2, 3, 6, 6)],
        "z2_double_" + _kind: [("float64", 2, 3, 6, 6)],
        "z2_unet_" + _kind: [(2, 3, 10, 12)],
        "z2_gpt_block_" + _kind: [(2, 5, 16)],
        "z2_t5_bias_" + _kind: [(2, 5, 16)],
        "z2_mini_bert_" + _kind: ["2x6"],
        "z2_unused_" + _kind: [(2, 4)],
        "z2_densenet_me_" + _kind: [SMALL_IMG],
        "z2_audio_" + _kind: [(2, 40)],
        "z2_tied_lm_" + _kind: ["5x2"],
        "z2_buffers2_" + _kind: [(2, 6)],
        "z2_tokenizer_" + _kind: [(1, 4)],
        "z2_indexing_" + _kind: [(3, 3, 4)],
    })
for _m in ["", "@pairs", "@nested", "@round_trip"]:
    INPUTS["z2_structured_script" + _m] = [(3, 4)]
for _a in ["count", "ratio", "name", "flag", "sizes", "table", "weights", "maybe", "missing", "pair", "nested",
           "running", "lin.weight", "training", "lin.training"]:
    INPUTS["z2_attributes_script@" + _a] = None
INPUTS.update({
    "z2_attributes_script": [(2, 3)],
    "z2_attributes_script@describe": [],
    "z2_attributes_script@bump": [2],
    "z2_methods_script": [(2, 5)],
    "z2_methods_script@encode": [(2, 5)],
    "z2_methods_script@decode": [(2, 3)],
    "z2_methods_script@loss": [(2, 5)],
    "z2_saved_twice_script": [(1, 4, 6, 6)],
    "z2_train_bn_script": [(3, 3, 5, 5)],
    "z2_typing_script": [(2, 3), {"a": 0.5}],
    "z2_typing_script@mixed": [3],
    "z2_traced_fn_script": [(3, 2), (3, 2)],
    "z2_trace_methods_script": [(3, 4)],
    "z2_trace_methods_script@score": [(3, 4), (3, 2)],
    "z2_tokenizer_script@tokenize": [("str", "A cat on THE mat.")],
    "z2_tokenizer_script@detokenize": [[3, 0, 5]],
    "z2_resaved_script": [(3, 4)],
    "z2_resaved_script@pairs": [(3, 4)],
    "z2_resaved_frozen": [SMALL_IMG],
})

# generate_zoo3.py's fixtures ("z3_"), kept in zoo2/.
for _kind in ["script", "trace", "frozen", "optimized"]:
    INPUTS.update({
        "z3_qbag4_" + _kind: ["3x4"],
        "z3_qbag4_mean_last_" + _kind: ["3x4"],
        "z3_qbag4_emb4_" + _kind: ["3x4"],
        "z3_qbag8_last_" + _kind: ["3x4"],
        "z3_rowwise_ops_" + _kind: ["7"],
        "z3_bag_lstm_dyn_" + _kind: ["6x3"],
        "z3_mnv3_small_" + _kind: [(2, 3, 40, 40)],
        "z3_quant_mnv2_" + _kind: [(2, 3, 32, 32)],
        "z3_squeezenet_" + _kind: [(1, 3, 64, 64)],
        "z3_shufflenet_" + _kind: [(1, 3, 64, 64)],
        "z3_dict_io_" + _kind: [{"a": (2, 3), "b": (1, 3)}],
        "z3_list_tuple_io_" + _kind: [[(2, 4), (1, 4)], ("tuple", (3,), 2)],
        "z3_attr_access_" + _kind: [(2, 4, 5, 5)],
        "z3_exports_" + _kind: [(2, 6)],
        "z3_exports_" + _kind + "@encode": [(2, 6), 0.5],
        "z3_exports_" + _kind + "@decode": [(2, 3)],
        "z3_exports_" + _kind + "@describe": [],
        "z3_buffers_" + _kind: [(3, 5)],
        "z3_enums_" + _kind: [(3, 4)],
        "z3_optional_sub_" + _kind: [(2, 6)],
        "z3_text_cnn_" + _kind: ["2x7"],
        "z3_lstm_proj_" + _kind: [(2, 4, 5)],
        "z3_conv_bn_mlp_" + _kind: [(2, 3, 8, 8)],
        "z3_traced_scripted_" + _kind: [(3, 4)],
    })


# generate_zoo4.py's fixtures ("z4_"), kept in zoo2/.
for _kind in ["script", "trace", "frozen"]:
    INPUTS.update({
        "z4_activations_" + _kind: [(2, 4, 3, 5)],
        "z4_losses_" + _kind: [(6, 4)],
        "z4_pools_" + _kind: [(2, 3, 6, 8)],
        "z4_interp_" + _kind: [(2, 3, 6, 8)],
        "z4_complex_" + _kind: [(3, 8)],
        "z4_tensor_ops_" + _kind: [(6, 4)],
        "z4_layouts_" + _kind: [(2, 3, 6, 6)],
        "z4_params_" + _kind: [(2, 4), "2x3"],
        "z4_typed_" + _kind: [(2, 3)],
        "z4_extra_files_" + _kind: [(3, 4)],
        "z4_vision_ops_" + _kind: [(2, 4, 8, 8)],
        "z4_dyn_cells_" + _kind: [(4, 2, 6)],
        "z4_qstatic_" + _kind: [(2, 3, 7, 7)],
    })

# generate_zoo5.py's fixtures ("z5_"): held-out style. "NAME@m" calls
# method m (a C++ embedder's get_method), "NAME@attr" reads an attribute.
for _kind in ["script", "trace", "frozen", "optimized"]:
    for _net in ["resnet18", "mobilenet_v2", "mobilenet_v3_small", "squeezenet1_1", "shufflenet_v2_x1_0"]:
        INPUTS["z5_" + _net + "_" + _kind] = [IMG]
    INPUTS.update({
        "z5_densenet121_" + _kind: [(1, 3, 64, 64)],
        "z5_googlenet_" + _kind: [(1, 3, 96, 96)],
        "z5_shufflenet_small_" + _kind: [(2, 3, 32, 32)],
        "z5_densenet_small_" + _kind: [(2, 3, 32, 32)],
        "z5_segdet_" + _kind: [(2, 3, 20, 24)],
        "z5_qtagger_" + _kind: ["2x7"],
        "z5_qmlp_" + _kind: [(3, 8)],
        "z5_config_" + _kind: [(2, 2, 3)],
        "z5_encoder_" + _kind: [(2, 5, 16)],
        "z5_seq2vec_" + _kind: [(7, 2, 6)],
        "z5_convbn_" + _kind: [(2, 3, 8, 8)],
        "z5_service_" + _kind: [(2, 3, 8, 8)],
        "z5_service_" + _kind + "@preprocess": [(1, 3, 4, 4)],
        "z5_service_" + _kind + "@predict": [(2, 3, 8, 8)],
        "z5_service_" + _kind + "@postprocess": [(3, 8), 3],
        "z5_service_" + _kind + "@version": [],
    })
for _a in ["labels", "thresholds", "shape", "bias", "scale", "steps", "table", "lin.weight"]:
    INPUTS["z5_config_script@" + _a] = None
INPUTS["z5_seq2vec_script@forward"] = [(7, 2, 6), (4, 2, 10)]
INPUTS.update({
    "z5_tricky_script": [(3, 4)],
    "z5_tricky_frozen": [(3, 4)],
    "z5_multi_method_trace": [(2, 5)],
    "z5_multi_method_trace@attend": [(2, 3, 6), (2, 4, 6)],
})


# generate_zoo6.py's fixtures ("z6_"): held-out style, models zoo..zoo5 lack.
for _kind in ["script", "trace", "frozen", "optimized"]:
    for _net in ["efficientnet_b2", "mnasnet1_3", "shufflenet_v2_x2_0", "regnet_y_1_6gf", "regnet_x_800mf",
                 "resnet50_dilated", "mnv3_large_dilated", "googlenet_ti", "mnv2_035", "resnext_tiny"]:
        INPUTS["z6_" + _net + "_" + _kind] = [(1, 3, 64, 64)]
    INPUTS.update({
        "z6_regnet_tiny_" + _kind: [(2, 3, 32, 32)],
        "z6_dilated_resnet_" + _kind: [(2, 3, 24, 24)],
        "z6_vgg_small_" + _kind: [(2, 3, 24, 24)],
        "z6_inception_" + _kind: [(2, 3, 16, 16)],
        "z6_deeplab_" + _kind: [(2, 3, 20, 24)],
        "z6_ops_blocks_" + _kind: [(2, 3, 8, 8)],
        "z6_full_transformer_" + _kind: [(2, 5, 16), (2, 4, 16)],
        "z6_nested_encoder_" + _kind: [(3, 6, 16)],
        "z6_gelu_layer_" + _kind: [(2, 5, 16)],
        "z6_train_encoder_" + _kind: [(5, 2, 16)],
        "z6_mha_variants_" + _kind: [(2, 3, 12), (2, 4, 12)],
        "z6_mha_kdim_" + _kind: [(2, 3, 12), (2, 4, 10)],
        "z6_packed_lstm_" + _kind: [(3, 5, 6), [2, 5, 3]],
        "z6_packed_gru_" + _kind: [(5, 3, 6), [5, 4, 2]],
        "z6_cells_" + _kind: [(4, 2, 4)],
        "z6_classes_" + _kind: [(3, 4)],
        "z6_containers_" + _kind: [(4, 5)],
        "z6_interfaces_" + _kind: [(3, 6)],
        "z6_stateful_" + _kind: [(2, 3)],
        "z6_stateful_" + _kind + "@bump": [3],
        "z6_foldnet_" + _kind: [(2, 3, 8, 8)],
        "z6_layout_" + _kind: [(2, 4, 6, 6)],
        "z6_mlp_bn_" + _kind: [(4, 6)],
        "z6_helpers_" + _kind: [(2, 5, 8)],
        "z6_ops_mix_" + _kind: [(2, 4, 6, 6)],
        "z6_norms_" + _kind: [(2, 4, 5, 6)],
    })


# generate_zoo7.py's fixtures ("z7_"): held-out style, models zoo..zoo6 lack.
# "tfrozen" is frozen after tracing; "lite" saved for the lite interpreter.
for _kind in ["script", "trace", "frozen", "optimized", "tfrozen", "lite"]:
    for _net in ["effnet_tiny", "convnext_cfg", "mnasnet_tiny", "shufflenet_tiny", "firenet", "gn_resnet",
                 "fpn_p6p7", "regularizers", "channels_last"]:
        INPUTS["z7_" + _net + "_" + _kind] = [(2, 3, 32, 32)]
    INPUTS.update({
        "z7_box_ops_" + _kind: [(2, 3, 12, 12), (7, 4)],
        "z7_packed_bigru_" + _kind: [(3, 5, 6), [3, 5, 1]],
        "z7_decoder_masks_" + _kind: [(2, 4, 12), (2, 5, 12)],
        "z7_postnorm_transformer_" + _kind: [(5, 2, 8), (4, 2, 8)],
        "z7_greedy_" + _kind: [(1, 6)],
        "z7_rnn_mix_" + _kind: [(4, 2, 4)],
        "z7_class_tree_" + _kind: [(3, 4)],
        "z7_enum_optional_" + _kind: [(4, 3)],
        "z7_named_out_" + _kind: [(3, 5)],
        "z7_dict_list_out_" + _kind: [(2, 4)],
        "z7_codec_" + _kind: [(2, 6)],
        "z7_codec_" + _kind + "@encode": [(2, 6)],
        "z7_codec_" + _kind + "@decode": [(2, 3)],
        "z7_codec_" + _kind + "@info": [],
        "z7_interface_swap_" + _kind: [(2, 4), ("str", "relu6")],
        "z7_interface_swap_" + _kind + "@forward": [(2, 4), ("str", "soft")],
        "z7_plain_lite_" + _kind: [(3, 4)],
        "z7_control_flow_" + _kind: [(6, 3)],
        "z7_dtype_buffers_" + _kind: [(2, 4)],
        "z7_normed_layers_" + _kind: [(3, 5)],
        "z7_unusual_ops_" + _kind: [(4, 5)],
        "z7_spectro_" + _kind: [(2, 40)],
        "z7_linalg_" + _kind: [(2, 4, 4)],
        "z7_indexing_" + _kind: [(3, 4, 4)],
        "z7_bf16_mlp_" + _kind: [(3, 6)],
    })


# generate_zoo8.py's fixtures ("z8_"): held-out style, models zoo..zoo7 lack.
for _kind in ["script", "trace", "frozen", "optimized", "tfrozen", "lite"]:
    INPUTS.update({
        "z8_transforms_" + _kind: [(2, 3, 16, 18)],
        "z8_rpn_" + _kind: [(2, 3, 32, 40)],
        "z8_box_coding_" + _kind: [(6, 4), (6, 4)],
        "z8_pads_" + _kind: [(2, 3, 4, 5)],
        "z8_convs_" + _kind: [(2, 4, 6, 6)],
        "z8_upsamples_" + _kind: [(2, 3, 5, 6)],
        "z8_convbn_net_" + _kind: [(2, 3, 8, 8)],
        "z8_mlp_bn_" + _kind: [(3, 6)],
        "z8_attn_seq2seq_" + _kind: ["3x6"],
        "z8_normfirst_gelu_" + _kind: [(2, 5, 12)],
        "z8_bags_" + _kind: ["2x4"],
        "z8_fork_pool_" + _kind: [(2, 4)],
        "z8_checks_" + _kind: [(3, 4)],
        "z8_class_ops_" + _kind: [(3, 3)],
        "z8_text_proc_" + _kind: ["2x3"],
        "z8_text_proc_" + _kind + "@normalize": [("str", "The cat, 42 sat on 'the' MAT!")],
        "z8_text_proc_" + _kind + "@encode": [("str", "the Cat sat on a mat 7")],
        "z8_text_proc_" + _kind + "@describe": [("str", "the cat sat on the mat")],
        "z8_containers_" + _kind: [(2, 3)],
        "z8_export_args_" + _kind: [(2, 3)],
        "z8_export_args_" + _kind + "@merge": [{"a": (2, 3), "b": (1, 3)}, [("str", "b"), ("str", "a"), ("str", "b")]],
        "z8_export_args_" + _kind + "@scaled": [("tuple", (2, 3), 2.0), (2,)],
        "z8_export_args_" + _kind + "@nested": [[(1, 3), (2, 3), (3, 3)]],
        "z8_stateful_" + _kind: [(2, 3)],
        "z8_stateful_" + _kind + "@record": [("str", "x"), 0.5],
        "z8_trace_hybrid_" + _kind: [(3, 4)],
        "z8_int_ops_" + _kind: [(3, 4)],
        "z8_special_math_" + _kind: [(4, 5)],
        "z8_complex_fft_" + _kind: [(4, 5)],
        "z8_aliasing_" + _kind: [(4, 4)],
        "z8_rng_ops_" + _kind: [(2, 3)],
        "z8_promotion_" + _kind: [(2, 3)],
        "z8_reductions_" + _kind: [(4, 5)],
        "z8_list_ops_" + _kind: [(3, 6)],
        "z8_script_math_" + _kind: [(2, 3)],
        "z8_object_attrs_" + _kind: [(2, 4)],
        "z8_traced_rnns_" + _kind: [(2, 5, 4), (2, 2, 3)],
        "z8_dict_named_" + _kind: [(3, 4)],
    })


# generate_zoo9.py's fixtures ("z9_"): held-out style, ground zoo..zoo8 lack.
# "oinf" is optimize_for_inference of a module not yet frozen. "z9_tsave_"
# files were written by torch.save: they are read with torch.load and the
# loaded object itself is summarized.
TORCH_SAVE_PREFIX = "z9_tsave_"
for _kind in ["script", "trace", "frozen", "optimized", "tfrozen", "oinf", "lite"]:
    INPUTS.update({
        "z9_factories_" + _kind: [(3, 4)],
        "z9_tensor_ops_" + _kind: [(3, 4)],
        "z9_layers_" + _kind: [(2, 4, 4, 4)],
        "z9_defaults_" + _kind: [(3, 4)],
        "z9_defaults_" + _kind + "@infer": [(3, 4), 3, ("str", "min"), 0.5],
        "z9_containers_" + _kind: [(2, 4)],
        "z9_parametrized_" + _kind: [(3, 4)],
        "z9_mnv3_dilated_" + _kind: [(2, 3, 32, 32)],
        "z9_effnet_v2_" + _kind: [(2, 3, 32, 32)],
        "z9_regnet_se_" + _kind: [(2, 3, 32, 32)],
        "z9_vit_stem_" + _kind: [(2, 3, 16, 16)],
        "z9_shufflenet_" + _kind: [(2, 3, 32, 32)],
        "z9_densenet_" + _kind: [(2, 3, 32, 32)],
        "z9_firenet_" + _kind: [(2, 3, 33, 33)],
        "z9_det_heads_" + _kind: [[(2, 8, 8, 8), (2, 8, 4, 4)]],
        "z9_fcos_head_" + _kind: [[(2, 8, 8, 8), (2, 8, 4, 4)]],
        "z9_ssd_head_" + _kind: [[(2, 8, 6, 6), (2, 6, 3, 3)]],
        "z9_vision_ops_" + _kind: [(2, 3, 4, 4)],
        "z9_trace_control_" + _kind: [(3, 4)],
        "z9_trace_dict_in_" + _kind: [{"a": (2, 3), "b": (4, 3)}],
        "z9_foldnet_" + _kind: [(2, 3, 6, 6)],
        "z9_foldnet_" + _kind + "@scaled": [(2, 3, 6, 6)],
        "z9_interface_dict_" + _kind: [(2, 4)],
        "z9_class_attrs_" + _kind: [(2, 4)],
        "z9_union_optional_" + _kind: [(2, 3)],
        "z9_ignored_" + _kind: [(2, 4)],
        "z9_dtype_params_" + _kind: [(2, 4)],
        "z9_shared_storage_" + _kind: [(2, 4)],
        "z9_inplace_views_" + _kind: [(3, 4)],
    })
for _name in ["state_dict", "state_dict_legacy", "params", "params_legacy", "nested", "nested_legacy", "misc",
              "misc_legacy"]:
    INPUTS[TORCH_SAVE_PREFIX + _name] = None
# Whole pickled modules: called on their inputs.
INPUTS.update({
    TORCH_SAVE_PREFIX + "module": [(2, 4)],
    TORCH_SAVE_PREFIX + "encoder": [(2, 3, 8)],
    TORCH_SAVE_PREFIX + "lstm": [(2, 3, 4)],
    TORCH_SAVE_PREFIX + "conv_legacy": [(2, 3, 6, 6)],
})


def make_input(shape):
    """A deterministic input both implementations can build without an RNG:
    a tuple of ints is a float tensor's shape, ("float16", *shape) one of
    that dtype, "N" or "AxB" token ids, ("str", s) and ("tuple", *specs)
    what they say; lists, dicts and numbers stand for themselves."""
    if shape is None or isinstance(shape, (int, float)):
        return shape
    if isinstance(shape, str):
        dims = [int(d) for d in shape.split("x")]
        if len(dims) == 1:
            dims = [1] + dims
        return torch.arange(dims[0] * dims[1]).remainder(5).reshape(dims)
    if isinstance(shape, list):
        return [make_input(s) for s in shape]
    if isinstance(shape, dict):
        return {k: make_input(v) for k, v in shape.items()}
    if len(shape) > 0 and isinstance(shape[0], str):
        if shape[0] == "str":
            return shape[1]
        if shape[0] == "tuple":
            return tuple(make_input(s) for s in shape[1:])
        x = make_input(tuple(shape[1:]))
        if shape[0].startswith("complex"):
            return torch.complex(x, x.flip(-1)).to(getattr(torch, shape[0]))
        return x.to(getattr(torch, shape[0]))
    n = 1
    for d in shape:
        n *= d
    return torch.arange(n, dtype=torch.float32).mul(0.618).sin().reshape(shape)


def fmt(x: float) -> str:
    if math.isnan(x) or math.isinf(x):
        return str(x)
    return "%.6g" % x


def summarize(out, path: str, lines: List[str]):
    if isinstance(out, torch.Tensor):
        t = out.detach()
        if t.is_sparse:
            lines.append(path + " sparse nnz " + str(t._nnz()))
            t = t.to_dense()
        if t.is_complex():
            t = torch.view_as_real(t)
        shape = "x".join(str(d) for d in t.shape)
        if t.dtype == torch.bool or not t.is_floating_point():
            vals = t.reshape(-1).tolist()[:8]
            lines.append(path + " " + str(t.dtype) + " " + shape + " ints " + " ".join(str(int(v)) for v in vals))
            return
        flat = t.reshape(-1).double()
        n = flat.numel()
        picks = [flat[(i * n) // 8].item() for i in range(8)] if n else []
        lines.append(path + " " + str(t.dtype) + " " + shape + " mean " + fmt(flat.mean().item() if n else 0.0)
                     + " absmean " + fmt(flat.abs().mean().item() if n else 0.0)
                     + " at " + " ".join(fmt(v) for v in picks))
    elif isinstance(out, dict):
        for k in sorted(out.keys()):
            summarize(out[k], path + "[" + str(k) + "]", lines)
    elif isinstance(out, (tuple, list)):
        if hasattr(out, "_fields"):
            # A NamedTuple: a loaded file's must come back as one too.
            lines.append(path + " namedtuple " + type(out).__name__ + " " + ",".join(out._fields))
        for i, item in enumerate(out):
            summarize(item, path + "." + str(i), lines)
    elif isinstance(out, float):
        lines.append(path + " float " + fmt(out))
    elif out is None or isinstance(out, (bool, int, str)):
        lines.append(path + " " + type(out).__name__ + " " + str(out))
    else:
        lines.append(path + " object " + type(out).__name__)


# Statically quantized fixtures run on the engine they were made for (the
# packed weights are made again at load, for the current engine): qcnn_ and
# qops_ on QNNPACK, the rest on this build's default, oneDNN.
QNNPACK_FIXTURES = ("qcnn_", "qops_", "qnnpack_")


def set_engine(name: str):
    backends = getattr(torch.backends, "quantized", None)
    if backends is not None:
        backends.engine = "qnnpack" if name.startswith(QNNPACK_FIXTURES) else "onednn"


def check(directory: str, name: str):
    file, _, path = name.partition("@")
    set_engine(name)
    load = torch.load if file.startswith(TORCH_SAVE_PREFIX) else torch.jit.load
    target = load(os.path.join(directory, file + ".pt"))
    for attr in path.split(".") if path else []:
        target = getattr(target, attr)
    spec = INPUTS[name]
    # Seeded: some fixtures draw random numbers (training-mode dropout, a VAE).
    torch.manual_seed(0)
    if spec is None:
        out = target
    else:
        with torch.no_grad():
            out = target(*[make_input(s) for s in spec])
    lines: List[str] = []
    summarize(out, "out", lines)
    for line in lines:
        print(name + ": " + line)


def main():
    directory = os.environ["ZOO_DIR"]
    names = [n for n in os.environ.get("ZOO_NAMES", "").split(",") if n] or sorted(INPUTS.keys())
    for name in names:
        if not os.path.exists(os.path.join(directory, name.partition("@")[0] + ".pt")):
            continue
        try:
            check(directory, name)
        except Exception as e:  # noqa: BLE001 - a failure is a finding, the rest still run
            msg = str(e).strip().split("\n")
            print(name + ": FAILED " + type(e).__name__ + ": " + (msg[0] if msg else ""))


if __name__ == "__main__":
    main()
